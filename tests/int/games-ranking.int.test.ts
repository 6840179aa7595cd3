import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/server/db/client';
import { urbanGolfHolePages, urbanGolfRankingPage } from '../../src/server/demo/demo-blocks/urban-golf';
import { createPage } from '../../src/server/services/pages/create-page';
import { publishPage } from '../../src/server/services/pages/publish-page';
import { loadCourse } from '../../src/server/services/rendering/load-course';
import { parseSettings } from '../../src/shared/content/settings';
import { holePageIds } from '../../src/shared/game/course';
import { isCouponVisible } from '../../src/shared/game/page-status';
import { computeRanking } from '../../src/shared/game/ranking';
import type { TGameState } from '../../src/shared/game/schemas';
import { winnerNames } from '../../src/game/winners';
import { api, createTestSite } from './support/fixtures';

type Envelope<T> = { data: T };

/**
 * Issue 33: a player who skipped holes must not win. The demo's course (six holes and the ranking
 * page) as the server loads it for the play and coupon pages, the scores as the games API stores
 * them, and the rule the ranking table and the coupon apply to both.
 */
describe('the ranking of a stored game on the demo course', () => {
  it('puts Anna and Ben (every hole, 17 each) first and Cleo (hole 6 only, 1 stroke) last; the coupon is theirs', async () => {
    const site = await createTestSite();
    const db = getDb();
    for (const page of [...urbanGolfHolePages, urbanGolfRankingPage]) {
      const { pageId } = await createPage(db, { siteId: site.id, page });
      await publishPage(db, { siteId: site.id, pageId, userId: null });
    }
    const { course } = await loadCourse({ db, siteId: site.id, defaultLocale: 'de', locale: 'de', mode: 'live', settings: parseSettings({}) });
    const holes = holePageIds(course);
    expect(holes).toHaveLength(6);
    const rankingPage = course.pages.find((page) => page.kind === 'ranking')?.id;
    expect(rankingPage).toBeDefined();

    const created = await api(site.host, '/games', { method: 'POST', body: {} });
    const gameId = ((await created.json()) as Envelope<{ id: string }>).data.id;
    const ids: Record<string, string> = {};
    for (const name of ['Anna', 'Ben', 'Cleo']) {
      ids[name] = randomUUID();
      expect((await api(site.host, `/games/${gameId}/players`, { method: 'POST', body: { id: ids[name], name } })).status).toBe(201);
    }
    const put = async (name: string, pageId: string, score: number) =>
      expect((await api(site.host, `/games/${gameId}/scores`, { method: 'PUT', body: { pageId, playerId: ids[name], score } })).status).toBe(200);
    const anna = [3, 2, 4, 3, 2, 3];
    const ben = [2, 3, 3, 3, 3, 3];
    for (const [index, hole] of holes.entries()) {
      await put('Anna', hole, anna[index] ?? 0);
      await put('Ben', hole, ben[index] ?? 0);
    }
    await put('Cleo', holes[5] ?? '', 1);

    const state = ((await (await api(site.host, `/games/${gameId}`)).json()) as Envelope<TGameState>).data;
    const ranking = computeRanking({ players: state.players, scores: state.scores, holePageIds: holes });
    expect(ranking.entries.map((entry) => [entry.name, entry.totalScore, entry.isComplete, entry.rank])).toEqual([
      ['Anna', 17, true, 1],
      ['Ben', 17, true, 1],
      ['Cleo', 1, false, 3],
    ]);
    expect(ranking.hasMissingScores).toBe(true);
    // The last hole is complete (Cleo scored there), so the ranking offers the coupon: to Anna and Ben.
    expect(
      isCouponVisible(
        course.pages.map((page) => page.id),
        state,
      ),
    ).toBe(true);
    expect(winnerNames(ranking)).toEqual(['Anna', 'Ben']);
  });
});
