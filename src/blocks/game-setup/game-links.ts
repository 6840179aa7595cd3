import type { GameLinks } from '../../shared/game/links';
import { pagePath } from '../../shared/content/links';
import type { RenderContext } from '../types';

const KEYS = {
  start: '~urban-golf-start',
  edit: '~urban-golf-edit',
  share: '~urban-golf-share',
  play: '~urban-golf-play',
  coupon: '~urban-golf-coupon',
} as const satisfies Record<keyof GameLinks, string>;

/**
 * Paths of the game's special pages in this locale, whatever their slugs; a page without a slug in
 * the locale falls back to its `~key` path, which the router resolves too.
 */
export function gameLinks(ctx: Pick<RenderContext, 'locale' | 'pages'>): GameLinks {
  const byKey = new Map([...ctx.pages.values()].filter((page) => page.specialKey).map((page) => [page.specialKey, page]));
  const link = (key: string) => {
    const page = byKey.get(key);
    return (page && pagePath({ locale: ctx.locale, mode: 'live', page })) ?? `/${ctx.locale}/${key}`;
  };
  return { start: link(KEYS.start), edit: link(KEYS.edit), share: link(KEYS.share), play: link(KEYS.play), coupon: link(KEYS.coupon) };
}
