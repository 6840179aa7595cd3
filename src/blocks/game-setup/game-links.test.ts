import { describe, expect, it } from 'vitest';
import { makeCtx } from '../_shared/testing';
import { gameLinks } from './game-links';

describe('gameLinks', () => {
  it('finds the game pages by special key, with the ~key path as fallback', () => {
    const ctx = makeCtx();
    const pages = new Map(ctx.pages);
    pages.set('start', { slug: { de: 'game' }, collection: null, specialKey: '~urban-golf-start' });
    pages.set('play', { slug: { de: 'spielen' }, collection: null, specialKey: '~urban-golf-play' });
    expect(gameLinks({ locale: 'de', pages })).toEqual({
      start: '/de/game',
      edit: '/de/~urban-golf-edit',
      share: '/de/~urban-golf-share',
      play: '/de/spielen',
      coupon: '/de/~urban-golf-coupon',
    });
  });
});
