import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { card, expandDrawer, gameWithPlayers, joinAndPlay, newPlayer, ORIGIN, scoreOf, strokes } from './game-support';

/**
 * The urban-golf game on the demo course (6 holes + ranking), played by two independent
 * browsers: live updates over SSE, the ranking, the coupon, and entries made offline.
 */

test('two phones play one game live: players, scores, ranking and the coupon', async ({ browser }) => {
  test.setTimeout(120_000);
  const a = await newPlayer(browser);
  const b = await newPlayer(browser);

  // A starts a game and adds players (trimmed; empty ignored).
  await a.page.goto('/de/game');
  await expect(a.page.getByRole('heading', { level: 1, name: "Rock'n'hole!" })).toBeVisible();
  await expect(a.page.getByText('Digitale Spielkarte Urban Golf Winterthur')).toBeVisible();
  expect((await new AxeBuilder({ page: a.page }).analyze()).violations).toEqual([]);
  await a.page.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(a.page).toHaveURL(/\/de\/spieler$/);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Spieler:innen' })).toBeVisible();
  const add = a.page.getByPlaceholder('Hinzufügen');
  await add.fill('  Anna  ');
  await add.press('Enter');
  await add.fill('Ben');
  await add.press('Enter');
  await add.fill('   ');
  await add.press('Enter');
  const players = a.page.getByRole('list', { name: 'Spieler:innen' }).getByRole('listitem');
  await expect(players).toHaveText(['Anna', 'Ben']);

  // Share: the QR code holds the game link; B opens it and lands on the share page.
  await a.page.getByRole('button', { name: 'Zum Spiel' }).click();
  await expect(a.page).toHaveURL(/\/de\/teilen$/);
  const link = await a.page.locator('[data-game-link]').getAttribute('data-game-link');
  expect(link).toMatch(new RegExp(`^${ORIGIN}/de/game\\?id=[A-Za-z0-9_-]{22}$`));
  await b.page.goto(link!);
  await expect(b.page).toHaveURL(/\/de\/teilen$/);
  await b.page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(b.page).toHaveURL(/\/de\/spielen$/);
  await expandDrawer(b.page);
  await expect(card(b.page).getByRole('listitem')).toHaveCount(2);
  expect((await new AxeBuilder({ page: b.page }).analyze()).violations).toEqual([]);

  // A adds a third player: B sees them live, and sees them go again.
  await a.page.goto('/de/spieler');
  await a.page.getByPlaceholder('Hinzufügen').fill('Cleo');
  await a.page.getByPlaceholder('Hinzufügen').press('Enter');
  await expect(card(b.page).locator('li[data-player="Cleo"]')).toBeVisible();
  await a.page.getByRole('button', { name: 'Cleo entfernen' }).click();
  await expect(card(b.page).locator('li[data-player="Cleo"]')).toHaveCount(0);

  // B scores hole 1; A, on the play page, sees it live and the ranking flags missing scores.
  await a.page.goto('/de/spielen');
  await expandDrawer(a.page);
  await strokes(b.page, 'Anna', 2);
  await strokes(b.page, 'Ben', 3);
  await expect(scoreOf(a.page, 'Anna')).toHaveText('2');
  await expect(scoreOf(a.page, 'Ben')).toHaveText('3');
  await expect(a.page.locator('[data-dot]').first()).toHaveAttribute('data-dot', 'active');
  await a.page.getByRole('button', { name: /^Seite 7: Rangliste/ }).click();
  const ranking = a.page.locator('[data-drawer-page]:not([hidden]) [data-ranking]');
  await expect(ranking.getByRole('columnheader', { name: 'Schläge' })).toBeVisible();
  await expect(ranking.locator('tr[data-player="Anna"] [data-total]')).toHaveText('2*');
  await expect(ranking.locator('[data-missing-scores]')).toBeVisible();
  await expect(ranking.getByRole('button', { name: 'Zum Gutschein' })).toHaveCount(0);
  await expect(a.page.locator('[data-dot]').first()).toHaveAttribute('data-dot', 'complete');

  // B plays the other five holes (swiping to the next page).
  for (let hole = 2; hole <= 6; hole += 1) {
    await b.page.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect(b.page.getByRole('heading', { level: 2, name: new RegExp(`^Loch ${hole}:`) })).toBeVisible();
    await strokes(b.page, 'Anna', 2);
    await strokes(b.page, 'Ben', 3);
  }

  // A sees the final ranking and the coupon button; the coupon names the winner.
  await expect(ranking.locator('tr[data-player="Anna"] [data-total]')).toHaveText('12');
  await expect(ranking.locator('tr[data-player="Ben"] [data-total]')).toHaveText('18');
  await expect(ranking.locator('tbody tr').first()).toHaveAttribute('data-player', 'Anna');
  await expect(ranking.locator('[data-missing-scores]')).toHaveCount(0);
  await ranking.getByRole('button', { name: 'Zum Gutschein' }).click();
  await expect(a.page).toHaveURL(/\/de\/gutschein$/);
  await expect(a.page.locator('[data-winner]')).toHaveText('Anna');
  await expect(a.page.getByText('Herzlichen Glückwunsch, Anna!')).toBeVisible();
  await expect(a.page.locator('[data-game-date]')).toHaveText(/^Gespielt am \d{2}\.\d{2}\.\d{4}$/);
  expect(await a.page.evaluate(() => sessionStorage.getItem('urbanGolf.couponVisited'))).toBe('1');
  await a.page.getByRole('button', { name: 'Zurück zur Karte' }).click();
  await expect(a.page).toHaveURL(/\/de\/spielen$/);

  await a.context.close();
  await b.context.close();
});

test('the play page is an island of our own: no Next runtime, the map and the drawer stay mounted between holes', async ({ browser }) => {
  const { context, page } = await newPlayer(browser);
  const html = await (await context.request.get('/de/spielen')).text();
  expect(html).not.toContain('/_next/');
  expect(html).not.toContain('self.__next_f');
  expect(html).toContain('data-island="gamePlay"');
  // The drawer pages are in the server's HTML (the island's slots); a score tracker is an empty mount there.
  expect(html).toMatch(/<h2[^>]*>Loch 1:/);
  expect(html).toMatch(/<div data-score-tracker="card" data-course-page="[^"]+"><\/div>/);

  const nextScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/_next/')) nextScripts.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const gameId = await gameWithPlayers(context, ['Anna', 'Ben']);
  await joinAndPlay(page, gameId);
  await expect(page.locator('[data-marker], [data-map-unavailable]').first()).toBeVisible({ timeout: 15_000 });
  await strokes(page, 'Anna', 2);

  // Between holes nothing is loaded again: the same map element and drawer, the same address.
  await page.locator('[data-map-state]').evaluate((map) => map.setAttribute('data-kept', ''));
  const next = page.getByRole('button', { name: 'Nächste Seite' });
  await next.click();
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: /^Loch 2:/ })).toBeVisible();
  await strokes(page, 'Ben', 3);
  await page.getByRole('button', { name: 'Vorherige Seite' }).click();
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: /^Loch 1:/ })).toBeVisible();
  await expect(scoreOf(page, 'Anna')).toHaveText('2');
  await expect(page.locator('[data-map-state][data-kept]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/de\/spielen$/);

  // The ranking page's table counts both holes.
  await page.getByRole('button', { name: /^Seite 7: Rangliste/ }).click();
  const ranking = page.locator('[data-drawer-page]:not([hidden]) [data-ranking]');
  await expect(ranking.locator('tr[data-player="Anna"] [data-total]')).toHaveText('2*');
  await expect(ranking.locator('tr[data-player="Ben"] [data-total]')).toHaveText('3*');

  // Issue 33: a player who skipped holes does not win. Anna and Ben play all six holes (17 strokes
  // each), Cleo plays hole 6 only (1 stroke): Anna and Ben share first place and the coupon.
  const holes = (await page.locator('[data-drawer-page]').evaluateAll((pages) => pages.map((p) => p.getAttribute('data-drawer-page') ?? ''))).slice(0, 6);
  const skipped = await gameWithPlayers(context, ['Anna', 'Ben', 'Cleo']);
  const players = ((await (await context.request.get(`/api/v1/games/${skipped}`)).json()) as { data: { players: { id: string; name: string }[] } }).data
    .players;
  const idOf = (name: string) => players.find((player) => player.name === name)?.id;
  const put = async (name: string, pageId: string, score: number) => {
    const response = await context.request.put(`/api/v1/games/${skipped}/scores`, {
      headers: { origin: ORIGIN },
      data: { pageId, playerId: idOf(name), score },
    });
    expect(response.status()).toBe(200);
  };
  for (const [index, hole] of holes.entries()) {
    await put('Anna', hole, [3, 2, 4, 3, 2, 3][index] ?? 0);
    await put('Ben', hole, [2, 3, 3, 3, 3, 3][index] ?? 0);
  }
  await put('Cleo', holes[5] ?? '', 1);
  await joinAndPlay(page, skipped);
  await page.getByRole('button', { name: /^Seite 7: Rangliste/ }).click();
  await expect(ranking.locator('tbody tr')).toHaveText([/^1\.Anna17$/, /^1\.Ben17$/, /^3\.Cleo1\*$/]);
  await expect(ranking.locator('[data-missing-scores]')).toContainText('Den Gutschein gewinnt nur, wer auf jedem Loch Schläge hat.');
  await ranking.getByRole('button', { name: 'Zum Gutschein' }).click();
  await expect(page).toHaveURL(/\/de\/gutschein$/);
  await expect(page.locator('[data-winner]')).toHaveText('Anna und Ben');
  await expect(page.getByText('Herzlichen Glückwunsch, Anna und Ben!')).toBeVisible();
  await expect(page.getByText(/Cleo/)).toHaveCount(0);
  expect(nextScripts).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('strokes entered without a connection are sent when it returns, and both phones agree', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await newPlayer(browser);
  const b = await newPlayer(browser);
  const gameId = await gameWithPlayers(a.context, ['Anna', 'Ben']);
  await joinAndPlay(a.page, gameId);
  await joinAndPlay(b.page, gameId);

  await b.context.setOffline(true);
  await strokes(b.page, 'Anna', 4);
  await expect(b.page.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
  // Meanwhile A, online, scores Ben on the same hole.
  await strokes(a.page, 'Ben', 2);
  // Nothing of B's has arrived.
  await a.page.waitForTimeout(500);
  await expect(scoreOf(a.page, 'Anna')).toHaveText('0');

  // The queue survives a reload while offline is not possible (no page); it survives in storage:
  const queued = await b.page.evaluate(() => localStorage.getItem('urbanGolf.pendingChanges'));
  expect(queued).toContain('"score":4');

  await b.context.setOffline(false);
  await expect(scoreOf(a.page, 'Anna')).toHaveText('4', { timeout: 15_000 });
  await expect(scoreOf(b.page, 'Ben')).toHaveText('2', { timeout: 15_000 });
  await expect(scoreOf(b.page, 'Anna')).toHaveText('4');
  await expect.poll(() => b.page.evaluate(() => localStorage.getItem('urbanGolf.pendingChanges'))).toBeNull();

  // Server state agrees with both screens.
  const state = (await (await a.context.request.get(`/api/v1/games/${gameId}`)).json()) as { data: { scores: { score: number }[] } };
  expect(state.data.scores.map((s) => s.score).sort()).toEqual([2, 4]);

  await a.context.close();
  await b.context.close();
});

test('an unknown game link goes back to the start page without crashing', async ({ browser }) => {
  const { context, page } = await newPlayer(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/de/game?id=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert').filter({ hasText: 'Dieses Spiel' })).toHaveText('Dieses Spiel gibt es nicht mehr. Starten Sie ein neues!');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeEnabled();
  await expect(page).toHaveURL(/\/de\/game\?id=/);

  // A stored id of a game that no longer exists is cleared and the play page sends the player to start.
  await page.evaluate(() => localStorage.setItem('urbanGolf.currentGameId', 'BBBBBBBBBBBBBBBBBBBBBB'));
  await page.goto('/de/spielen');
  await expect(page).toHaveURL(/\/de\/game$/);
  expect(await page.evaluate(() => localStorage.getItem('urbanGolf.currentGameId'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test('the play page works with or without a map', async ({ page }) => {
  const mapErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('map')) mapErrors.push(message.text());
  });
  await page.goto('/de/game');
  await page.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(page).toHaveURL(/\/de\/spieler$/);
  await page.goto('/de/spielen');
  // Headless Chromium without a GPU may or may not offer WebGL 2 (SwiftShader): both must work.
  await expect(page.locator('[data-marker], [data-map-unavailable]').first()).toBeVisible({ timeout: 15_000 });
  // The drawer is not modal: the map and the site header stay reachable for assistive technology.
  await expect(page.getByRole('region', { name: 'Karte des Parcours' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const state = await page.locator('[data-map-state]').getAttribute('data-map-state');
  test.info().annotations.push({ type: 'map', description: state ?? 'unknown' });
  if (state === 'on') {
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    // Six holes: tee and hole each, plus the bar; markers carry their icons.
    await expect(page.locator('[data-marker]')).toHaveCount(13);
    await expect(page.locator('[data-marker="party"]')).toHaveCount(1);
    expect(mapErrors).toEqual([]);
    // The theme toggle is saved on the device.
    await page.getByRole('button', { name: 'Dunkle Karte' }).click();
    expect(await page.evaluate(() => localStorage.getItem('urbanGolf.mapTheme'))).toBe('dark');
    // The location tooltip shows once per session.
    await page.getByRole('button', { name: 'Hinweis schliessen' }).click();
    await page.reload();
    await expect(page.locator('[data-marker]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Hinweis schliessen' })).toHaveCount(0);
  } else {
    await expect(page.locator('[data-map-unavailable]')).toBeVisible();
  }
  // The dots jump between pages; the back button collapses the drawer to 0.2.
  await page.getByRole('button', { name: /^Seite 3:/ }).click();
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: /^Loch 3:/ })).toBeVisible();
  await expandDrawer(page);
  // A swipe to the left opens the next page, one to the right goes back.
  const area = await page.locator('[data-drawer-page]:not([hidden])').boundingBox();
  expect(area).not.toBeNull();
  const swipe = async (dx: number) => {
    const y = area!.y + Math.min(area!.height / 2, 80);
    const x = area!.x + area!.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + 5, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(-150);
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: /^Loch 4:/ })).toBeVisible();
  await swipe(150);
  await expect(page.locator('[data-drawer]').getByRole('heading', { level: 2, name: /^Loch 3:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.locator('[data-drawer]')).toHaveAttribute('data-snap', 'collapsed');
});
