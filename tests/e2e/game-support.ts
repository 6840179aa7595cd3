import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/** Shared by the game's browser tests (game.e2e.ts, game-phone.e2e.ts). */

export const ORIGIN = `http://localhost:${E2E_PORT}`;

export async function newPlayer(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

export const card = (page: Page) => page.locator('[data-drawer-page]:not([hidden]) [data-score-card]');
export const scoreOf = (page: Page, player: string) => card(page).locator(`li[data-player="${player}"] [data-score]`);

export async function expandDrawer(page: Page) {
  const expand = page.getByRole('button', { name: 'Aufklappen' });
  await expand.click();
  await expect(page.locator('[data-drawer]')).toHaveAttribute('data-snap', 'full');
}

export async function strokes(page: Page, player: string, count: number) {
  for (let i = 0; i < count; i += 1)
    await card(page)
      .getByRole('button', { name: `Schlag für ${player} hinzufügen` })
      .click();
  await expect(scoreOf(page, player)).toHaveText(String(count));
}

/** Creates a game with players through the API (same-origin, as the browser would). */
export async function gameWithPlayers(context: BrowserContext, names: string[]): Promise<string> {
  const created = await context.request.post('/api/v1/games', { headers: { origin: ORIGIN }, data: {} });
  expect(created.status()).toBe(201);
  const gameId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const name of names) {
    const added = await context.request.post(`/api/v1/games/${gameId}/players`, { headers: { origin: ORIGIN }, data: { id: crypto.randomUUID(), name } });
    expect(added.status()).toBe(201);
  }
  return gameId;
}

/** Opens the game link, which loads the game and goes on to the share page, then to play. */
export async function joinAndPlay(page: Page, gameId: string) {
  await page.goto(`/de/game?id=${gameId}`);
  await expect(page).toHaveURL(/\/de\/teilen$/);
  await page.getByRole('button', { name: 'Los geht’s' }).click();
  await expect(page).toHaveURL(/\/de\/spielen$/);
  await expandDrawer(page);
}
