import { SponsorFormIsland } from '../../aspect-sponsor-form/SponsorFormIsland.lazy';
import { DirectoryClient } from '../../business-search/Directory.lazy';
import { TeamSplit } from '../../collections/TeamSplit.client';
import { ContactFormIsland } from '../../contact-form/ContactFormIsland.lazy';
import { Carousel } from '../../content-slider/Carousel.client';
import { MarketplaceFilter } from '../../marketplace/MarketplaceFilter.client';
import { MediaGalleryIsland } from '../../media-gallery/MediaGallery.lazy';
import { SlideDeck } from '../../slides/SlideDeck.client';

/**
 * The blocks' client islands by name, as the server renders them (inside Next's tree, so the
 * same page also hydrates under Next's runtime: the edit route, `npm run dev`). The browser's
 * registry (src/app/_islands/registry.ts) maps the same names to the same components, typed
 * against these props. The game's screens are not here: they navigate with Next's router.
 */
export const SERVER_ISLANDS = {
  carousel: Carousel,
  contactForm: ContactFormIsland,
  directory: DirectoryClient,
  marketplaceFilter: MarketplaceFilter,
  mediaGallery: MediaGalleryIsland,
  slideDeck: SlideDeck,
  sponsorForm: SponsorFormIsland,
  teamSplit: TeamSplit,
};

export type IslandName = keyof typeof SERVER_ISLANDS;
