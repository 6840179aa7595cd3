// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_GAME_STORAGE_KEY, COUPON_VISITED_SESSION_KEY } from '../../shared/constants/game';
import { CourseProvider } from '../course/CourseContext';
import { messagesFor } from '../../shared/i18n/catalogues';
import { formatGameDate } from '../game-i18n';
import { GameProvider, useGame } from '../GameProvider';
import { GAME_ID, HOLE_1, HOLE_2, MemoryGameServer, RANKING, gameState, makeStore } from '../state/testing';
import { CouponScreen } from './CouponScreen';
import { ScoreCard } from './ScoreCard';
import { ScoreTracker } from './ScoreTracker';
import { ShareScreen } from './ShareScreen';

const links = { start: '/de/game', edit: '/de/spieler', share: '/de/teilen', play: '/de/spielen', coupon: '/de/gutschein' };
const anna = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11', name: 'Anna', createdAt: '2026-06-01T09:00:00.000Z' };
const ben = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a12', name: 'Ben', createdAt: '2026-06-01T09:01:00.000Z' };

function renderGame(ui: ReactNode, server: MemoryGameServer) {
  const { store } = makeStore(server);
  const navigate = vi.fn();
  render(
    <GameProvider links={links} locale="de" messages={messagesFor('de', 'game')} navigate={navigate} store={store}>
      {ui}
    </GameProvider>,
  );
  return { store, navigate };
}

beforeEach(() => {
  localStorage.setItem(CURRENT_GAME_STORAGE_KEY, GAME_ID);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

function Probe() {
  useGame();
  return null;
}

describe('useGame', () => {
  it('fails outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useGame must be used inside a GameProvider');
  });
});

describe('ScoreCard', () => {
  it('counts strokes per player and never goes below 0', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna, ben], scores: [{ pageId: HOLE_1, playerId: anna.id, score: 1 }] }));
    const { store } = renderGame(<ScoreCard pageId={HOLE_1} />, server);
    store.follow(GAME_ID);
    const minus = await screen.findByRole('button', { name: 'Schlag für Anna abziehen' });
    expect(screen.getByRole('status', { name: 'Anna: 1 Schlag' })).toBeTruthy();
    fireEvent.click(minus);
    expect(screen.getByRole('status', { name: 'Anna: 0 Schläge' })).toBeTruthy();
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Schlag für Ben hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schlag für Ben hinzufügen' }));
    expect(screen.getByRole('status', { name: 'Ben: 2 Schläge' })).toBeTruthy();
    await waitFor(() => expect(server.games.get(GAME_ID)?.scores).toContainEqual({ pageId: HOLE_1, playerId: ben.id, score: 2 }));
    expect(server.games.get(GAME_ID)?.scores).toContainEqual({ pageId: HOLE_1, playerId: anna.id, score: 0 });
  });
});

describe('ScoreTracker table mode', () => {
  const course = {
    course: { pages: [] },
    pageIds: [HOLE_1, HOLE_2, RANKING],
    holePageIds: [HOLE_1, HOLE_2],
  };
  const tracker = (
    <CourseProvider value={course}>
      <ScoreTracker mode="table" pageId={RANKING} />
    </CourseProvider>
  );

  it('ranks by strokes, shares ranks on ties, flags incomplete players and hides the coupon', async () => {
    const scores = [
      { pageId: HOLE_1, playerId: anna.id, score: 3 },
      { pageId: HOLE_1, playerId: ben.id, score: 3 },
    ];
    const server = new MemoryGameServer(gameState({ players: [anna, ben], scores }));
    const { store } = renderGame(tracker, server);
    store.follow(GAME_ID);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Schläge' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1.Anna3*', '1.Ben3*']);
    expect(screen.getByText('* Es fehlen noch Schläge.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zum Gutschein' })).toBeNull();
  });

  it('offers the coupon once the last hole is complete', async () => {
    const scores = [
      { pageId: HOLE_1, playerId: anna.id, score: 3 },
      { pageId: HOLE_1, playerId: ben.id, score: 2 },
      { pageId: HOLE_2, playerId: anna.id, score: 2 },
      { pageId: HOLE_2, playerId: ben.id, score: 4 },
    ];
    const server = new MemoryGameServer(gameState({ players: [anna, ben], scores }));
    const { store, navigate } = renderGame(tracker, server);
    store.follow(GAME_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Zum Gutschein' }));
    expect(navigate).toHaveBeenCalledWith('/de/gutschein');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1.Anna5', '2.Ben6']);
  });

  it('ranks a player who skipped a hole last and offers the coupon for the complete one', async () => {
    const scores = [
      { pageId: HOLE_1, playerId: anna.id, score: 3 },
      { pageId: HOLE_2, playerId: anna.id, score: 4 },
      { pageId: HOLE_2, playerId: ben.id, score: 1 },
    ];
    const { store } = renderGame(tracker, new MemoryGameServer(gameState({ players: [anna, ben], scores })));
    store.follow(GAME_ID);
    await screen.findByRole('button', { name: 'Zum Gutschein' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1.Anna7', '2.Ben1*']);
    expect(screen.getByText('* Es fehlen noch Schläge.')).toBeTruthy();
    expect(screen.getByText('Den Gutschein gewinnt nur, wer auf jedem Loch Schläge hat.')).toBeTruthy();
  });

  it('offers no coupon while nobody has a score on every hole, and says why', async () => {
    const scores = [
      { pageId: HOLE_2, playerId: anna.id, score: 3 },
      { pageId: HOLE_2, playerId: ben.id, score: 1 },
    ];
    const { store } = renderGame(tracker, new MemoryGameServer(gameState({ players: [anna, ben], scores })));
    store.follow(GAME_ID);
    await screen.findByRole('table');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1.Ben1*', '2.Anna3*']);
    expect(screen.getByText('Den Gutschein gewinnt nur, wer auf jedem Loch Schläge hat.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zum Gutschein' })).toBeNull();
  });
});

describe('ShareScreen', () => {
  it('copies the link when there is no share sheet and says "Kopiert!" for 2 s', async () => {
    const server = new MemoryGameServer(gameState({ players: [anna] }));
    const copy = vi.fn(async () => undefined);
    renderGame(<ShareScreen shareEnv={{ copy }} />, server);
    const share = await screen.findByRole('button', { name: 'Teilen' });
    await waitFor(() => expect(share).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Los geht’s' })).toHaveProperty('disabled', false);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(share);
    });
    expect(copy).toHaveBeenCalledWith(`${window.location.origin}/de/game?id=${GAME_ID}`);
    expect(share.textContent).toBe('Kopiert!');
    act(() => vi.advanceTimersByTime(1999));
    expect(share.textContent).toBe('Kopiert!');
    act(() => vi.advanceTimersByTime(1));
    expect(share.textContent).toBe('Teilen');
  });

  it('uses the share sheet with the game title and text when there is one', async () => {
    const server = new MemoryGameServer(gameState());
    const share = vi.fn(async (_data: ShareData) => undefined);
    const copy = vi.fn(async () => undefined);
    renderGame(<ShareScreen shareEnv={{ share, copy }} />, server);
    const button = await screen.findByRole('button', { name: 'Teilen' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(share).toHaveBeenCalledWith({ title: 'Urban Golf Game', text: 'Join my Urban Golf game!', url: `${window.location.origin}/de/game?id=${GAME_ID}` });
    expect(copy).not.toHaveBeenCalled();
    // Without players, playing waits.
    expect(screen.getByRole('button', { name: 'Warte auf Spieler:innen…' })).toHaveProperty('disabled', true);
  });
});

describe('CouponScreen', () => {
  it('names the winner and the game date, and marks the visit', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const scores = [
      { pageId: HOLE_1, playerId: anna.id, score: 4 },
      { pageId: HOLE_1, playerId: ben.id, score: 2 },
    ];
    const server = new MemoryGameServer(gameState({ players: [anna, ben], scores }));
    const { navigate } = renderGame(<CouponScreen holePageIds={[HOLE_1]} />, server);
    expect(await screen.findByText('Herzlichen Glückwunsch, Ben!')).toBeTruthy();
    expect(screen.getByText('Gespielt am 01.06.2026')).toBeTruthy();
    expect(sessionStorage.getItem(COUPON_VISITED_SESSION_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Zurück zur Karte' }));
    expect(navigate).toHaveBeenCalledWith('/de/spielen');
  });

  it('congratulates the best complete player, not one who skipped a hole with fewer strokes', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const scores = [
      { pageId: HOLE_1, playerId: anna.id, score: 4 },
      { pageId: HOLE_2, playerId: anna.id, score: 4 },
      { pageId: HOLE_2, playerId: ben.id, score: 1 },
    ];
    renderGame(<CouponScreen holePageIds={[HOLE_1, HOLE_2]} />, new MemoryGameServer(gameState({ players: [anna, ben], scores })));
    expect(await screen.findByText('Herzlichen Glückwunsch, Anna!')).toBeTruthy();
    expect(document.querySelector('[data-winner]')?.textContent).toBe('Anna');
  });

  it('is no coupon while nobody has a score on every hole: no winner, no free drink, no confetti', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const scores = [{ pageId: HOLE_2, playerId: ben.id, score: 1 }];
    renderGame(<CouponScreen holePageIds={[HOLE_1, HOLE_2]} />, new MemoryGameServer(gameState({ players: [anna, ben], scores })));
    expect(await screen.findByText('Noch kein Sieg')).toBeTruthy();
    expect(screen.getByText('Den Gutschein gewinnt nur, wer auf jedem Loch Schläge hat.')).toBeTruthy();
    expect(screen.queryByText(/Herzlichen Glückwunsch/)).toBeNull();
    expect(screen.queryByText(/Getränk gratis/)).toBeNull();
    expect(document.querySelector('[data-confetti]')).toBeNull();
  });

  it('formats the date as the locale writes day, month and year, in Swiss time', () => {
    expect(formatGameDate('2026-06-01T22:30:00.000Z', 'de')).toBe('02.06.2026');
    expect(formatGameDate('2026-06-01T22:30:00.000Z', 'fr')).toBe('02.06.2026');
    expect(formatGameDate('2026-06-01T22:30:00.000Z', 'es')).toBe('02/06/2026');
    expect(formatGameDate('2026-06-01T22:30:00.000Z', 'sr')).toBe('02.06.2026.');
    expect(formatGameDate('2026-06-01T10:00:00.000Z', 'en')).toBe('01.06.2026');
    expect(formatGameDate('nonsense', 'de')).toBe('N/A');
  });
});
