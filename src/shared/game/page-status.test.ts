import { describe, expect, it } from 'vitest';
import { isCouponVisible, isPageComplete, isSecondLastPageComplete, pageDotStatus } from './page-status';
import type { TScore } from './schemas';

const players = [{ id: 'a' }, { id: 'b' }];
const score = (playerId: string, pageId: string, value: number): TScore => ({ playerId, pageId, score: value });
const pages = ['h1', 'h2', 'h3', 'ranking'];

describe('pageDotStatus', () => {
  it('marks the current page active whatever its scores', () => {
    expect(pageDotStatus({ pageId: 'h1', activePageId: 'h1', players, scores: [score('a', 'h1', 2), score('b', 'h1', 2)] })).toBe('active');
  });

  it('is noScores without scores above 0', () => {
    expect(pageDotStatus({ pageId: 'h1', activePageId: 'h2', players, scores: [score('a', 'h1', 0)] })).toBe('noScores');
  });

  it('is partial when some but not all players scored', () => {
    expect(pageDotStatus({ pageId: 'h1', activePageId: null, players, scores: [score('a', 'h1', 3), score('b', 'h1', 0)] })).toBe('partial');
  });

  it('is complete when every player scored above 0', () => {
    expect(pageDotStatus({ pageId: 'h1', activePageId: null, players, scores: [score('a', 'h1', 3), score('b', 'h1', 1)] })).toBe('complete');
  });

  it('ignores scores of players no longer in the game', () => {
    expect(pageDotStatus({ pageId: 'h1', activePageId: null, players, scores: [score('a', 'h1', 3), score('gone', 'h1', 1)] })).toBe('partial');
  });
});

describe('page completion and the coupon', () => {
  const lastHoleDone = [score('a', 'h3', 4), score('b', 'h3', 5)];

  it('needs players for a page to be complete', () => {
    expect(isPageComplete('h1', { players: [], scores: [] })).toBe(false);
  });

  it('counts the second-last page complete when every player scored above 0 on it', () => {
    expect(isSecondLastPageComplete(pages, { players, scores: lastHoleDone })).toBe(true);
    expect(isSecondLastPageComplete(pages, { players, scores: [score('a', 'h3', 4), score('b', 'h3', 0)] })).toBe(false);
    // Scores on other pages do not count.
    expect(isSecondLastPageComplete(pages, { players, scores: [score('a', 'h2', 4), score('b', 'h2', 4)] })).toBe(false);
  });

  it('has no second-last page with fewer than two pages', () => {
    expect(isSecondLastPageComplete(['ranking'], { players, scores: [score('a', 'ranking', 1), score('b', 'ranking', 1)] })).toBe(false);
  });

  it('shows the coupon only with an entry and the second-last page complete', () => {
    expect(isCouponVisible(pages, { players, scores: lastHoleDone })).toBe(true);
    expect(isCouponVisible(pages, { players, scores: [score('a', 'h1', 3)] })).toBe(false);
    expect(isCouponVisible(pages, { players, scores: [] })).toBe(false);
    expect(isCouponVisible(pages, { players: [], scores: [] })).toBe(false);
  });
});
