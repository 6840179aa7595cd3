import type { ComponentProps, ComponentType } from 'react';
import type { IslandProps } from '@/blocks/_shared/island/Island';
import type { IslandName } from '@/blocks/_shared/island/server-islands';
import type { GameComponents } from '@/blocks/types';
import type { LoginForm } from '@/site/LoginForm.client';
import type { ProtectedPageForm } from '@/site/ProtectedPageForm.client';

type GameScreenIslands = GameComponents['ScreenIslands'];
/** The public pages' own islands, rendered by the composition (src/app/_live-render/public-page.tsx). */
type SiteIslands = { unlockForm: typeof ProtectedPageForm; signInForm: typeof LoginForm };
type Registry = { [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>> } & {
  [N in keyof GameScreenIslands]: () => Promise<ComponentType<ComponentProps<GameScreenIslands[N]>>>;
} & { [N in keyof SiteIslands]: () => Promise<ComponentType<ComponentProps<SiteIslands[N]>>> };

/**
 * The islands the browser hydrates on their own roots, by the names the server writes
 * (`<webbox-island data-island=…>`), each a chunk of its own: the blocks' (`server-islands.ts`)
 * the game's screens, the play screen with its map included (injected as `ctx.game.ScreenIslands`),
 * and the public pages' own (the password and sign-in forms). The forms, directory,
 * gallery and game screens load their components directly: the server's lazy wrappers exist for
 * Next's bundler only. Here in the app layer, the one that may import both blocks and game.
 * `scripts/build-islands.mjs` reads the imports below to preload each island's chunks.
 */
export const ISLAND_LOADERS = {
  carousel: () => import('@/blocks/content-slider/Carousel.client').then((m) => m.Carousel),
  contactForm: () => import('@/blocks/contact-form/ContactForm.client').then((m) => m.ContactForm),
  directory: () => import('@/blocks/business-search/Directory.client').then((m) => m.DirectoryClient),
  marketplaceFilter: () => import('@/blocks/marketplace/MarketplaceFilter.client').then((m) => m.MarketplaceFilter),
  mediaGallery: () => import('@/blocks/media-gallery/MediaGalleryIsland.client').then((m) => m.MediaGalleryIsland),
  slideDeck: () => import('@/blocks/slides/SlideDeck.client').then((m) => m.SlideDeck),
  sponsorForm: () => import('@/blocks/aspect-sponsor-form/SponsorForm.client').then((m) => m.SponsorForm),
  teamSplit: () => import('@/blocks/collections/TeamSplit.client').then((m) => m.TeamSplit),
  gameStart: () => import('@/game/islands/StartIsland').then((m) => m.StartIsland),
  gamePlayers: () => import('@/game/islands/PlayersIsland').then((m) => m.PlayersIsland),
  gameShare: () => import('@/game/islands/ShareIsland').then((m) => m.ShareIsland),
  gameCoupon: () => import('@/game/islands/CouponIsland').then((m) => m.CouponIsland),
  gamePlay: () => import('@/game/islands/PlayIsland').then((m) => m.PlayIsland),
  unlockForm: () => import('@/site/ProtectedPageForm.client').then((m) => m.ProtectedPageForm),
  signInForm: () => import('@/site/LoginForm.client').then((m) => m.LoginForm),
} satisfies Registry;

export function isIslandName(name: string): name is keyof typeof ISLAND_LOADERS {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
