// @vitest-environment happy-dom
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_GAME_STORAGE_KEY } from '../../shared/constants/game';
import { messageKeys, messagesFor } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';
import { COURSE_PAGE_ATTRIBUTE, type Course, SCORE_TRACKER_MOUNT } from '../../shared/game/course';
import { GameProvider } from '../GameProvider';
import { formatGameDate, type GameMessages } from '../game-i18n';
import { GAME_ID, HOLE_1, MemoryGameServer, RANKING, gameState, makeStore } from '../state/testing';
import { CouponScreen } from './CouponScreen';
import { PlayersScreen } from './PlayersScreen';
import { PlayScreen } from './PlayScreen';
import { ShareScreen } from './ShareScreen';
import { StartScreen } from './StartScreen';

type Tree = { [key: string]: string | Tree };
const links = { start: '/x/game', edit: '/x/players', share: '/x/share', play: '/x/play', coupon: '/x/coupon' };
const anna = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11', name: 'Anna', createdAt: '2026-06-01T09:00:00.000Z' };
const ben = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a12', name: 'Ben', createdAt: '2026-06-01T09:01:00.000Z' };
const course: Course = {
  pages: [
    { id: HOLE_1, title: 'Bahnhofplatz', kind: 'hole', number: 1, href: null, markers: [] },
    { id: RANKING, title: 'Classement', kind: 'ranking', number: null, href: null, markers: [] },
  ],
};

function valueAt(tree: Tree, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text at ${key}`);
  return node;
}

/** The fixed words of a message (outside its placeholders), in plural and select branches too. */
function literals(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(...element.value.split(/[{}#:()·,.!?*]/));
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) literals(option.value, into);
  }
  return into.map((part) => part.trim()).filter((part) => part.length >= 4);
}

/**
 * What German would leave on a translated screen: each German text that the target language
 * writes differently, whole when it has no placeholders, else its fixed words that the target
 * message does not share (a loanword such as "Offline" may be the same in both).
 */
function germanTells(target: Tree): string[] {
  const german = messagesFor('de', 'game') as Tree;
  return messageKeys(german).flatMap((key) => {
    const source = valueAt(german, key);
    const ours = valueAt(target, key);
    if (source === ours) return [];
    if (!/[{}]/.test(source)) return [source];
    const shared = new Set(literals(parse(ours)));
    return literals(parse(source)).filter((word) => !shared.has(word));
  });
}

/** Everything a reader or a screen reader gets: text and the labelling attributes. */
function readable(): string {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

async function renderScreens(locale: Locale, messages: GameMessages): Promise<string> {
  const seen: string[] = [];
  const mount = (ui: ReactNode, server: MemoryGameServer, online = true) => {
    const { store } = makeStore(server, { online: () => online && server.online });
    render(
      <GameProvider links={links} locale={locale} messages={messages} navigate={vi.fn()} store={store}>
        {ui}
      </GameProvider>,
    );
    return store;
  };
  const text = (key: string) => valueAt(messages as Tree, key);
  const next = () => {
    seen.push(readable());
    cleanup();
  };

  // Start: an unknown game link, then a start that fails for want of a connection.
  window.history.replaceState(null, '', '/?id=unknown-game');
  mount(<StartScreen />, new MemoryGameServer());
  await screen.findByText(text('start.gameNotFound'));
  next();
  window.history.replaceState(null, '', '/');
  const offlineServer = new MemoryGameServer();
  offlineServer.online = false;
  mount(<StartScreen />, offlineServer);
  expect(screen.getByText(text('start.continueGame'))).toBeTruthy();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: text('start.startGame') }));
  await screen.findByText(text('start.startFailed'));
  expect(logged).toHaveBeenCalledWith('urban golf: could not start a game', expect.any(TypeError));
  logged.mockRestore();
  next();

  // Players: none yet and offline, then one added.
  mount(<PlayersScreen />, new MemoryGameServer(gameState()), false);
  expect(screen.getByText(text('players.empty'))).toBeTruthy();
  expect(screen.getByText(text('notices.offline'))).toBeTruthy();
  next();
  mount(<PlayersScreen />, new MemoryGameServer(gameState({ players: [anna] })));
  await screen.findAllByText('Anna');
  next();

  // Share: waiting for players, then copying the link.
  mount(<ShareScreen shareEnv={{ copy: async () => undefined }} />, new MemoryGameServer(gameState()));
  await screen.findByText(text('share.waitingForPlayers'));
  next();
  mount(<ShareScreen shareEnv={{ copy: async () => undefined }} />, new MemoryGameServer(gameState({ players: [anna, ben] })));
  const share = await screen.findByRole('button', { name: text('share.share') });
  await waitFor(() => expect(share).toHaveProperty('disabled', false));
  await act(async () => {
    fireEvent.click(share);
  });
  expect(share.textContent).toBe(text('share.copied'));
  next();

  // Play: the drawer with a score card and the ranking (the map is unavailable without WebGL here).
  const scores = [
    { pageId: HOLE_1, playerId: anna.id, score: 1 },
    { pageId: HOLE_1, playerId: ben.id, score: 3 },
  ];
  // The drawer pages as the server renders them: score tracker sections are mounts the play screen fills.
  const card = <div {...{ [SCORE_TRACKER_MOUNT]: 'card', [COURSE_PAGE_ATTRIBUTE]: HOLE_1 }} />;
  const table = <div {...{ [SCORE_TRACKER_MOUNT]: 'table', [COURSE_PAGE_ATTRIBUTE]: RANKING }} />;
  const play = <PlayScreen course={course} route={[]} styles={{ light: '', dark: '' }} pages={[card, table]} />;
  mount(play, new MemoryGameServer(gameState({ players: [anna, ben] })));
  await screen.findByText(text('map.unavailable'));
  await screen.findAllByText('Anna');
  fireEvent.click(screen.getByRole('button', { name: text('play.nextPage') }));
  next();
  for (const played of [scores, scores.slice(0, 1)]) {
    mount(play, new MemoryGameServer(gameState({ players: [anna, ben], scores: played })));
    await screen.findAllByText('Anna');
    fireEvent.click(screen.getByRole('button', { name: text('play.nextPage') }));
    await screen.findByText(text(played.length === 2 ? 'ranking.toCoupon' : 'ranking.missingScores'));
    next();
  }

  // Coupon: the winner, the congratulation and the date.
  mount(<CouponScreen holePageIds={[HOLE_1]} />, new MemoryGameServer(gameState({ players: [anna, ben], scores })));
  await screen.findByText(text('coupon.freeDrink'));
  expect(document.querySelector('[data-winner]')?.textContent).toBe('Anna');
  expect(document.querySelector('[data-game-date]')?.textContent).toContain(formatGameDate('2026-06-01T10:00:00.000Z', locale));
  next();
  return seen.join('\n');
}

beforeEach(() => {
  localStorage.setItem(CURRENT_GAME_STORAGE_KEY, GAME_ID);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(['it', 'es'] as const)('the game screens in %s', (locale) => {
  it('show no German text of the game catalogue that the language writes differently', async () => {
    const messages = messagesFor(locale, 'game');
    const warned = vi.spyOn(console, 'warn');
    const shown = await renderScreens(locale, messages);
    expect(warned.mock.calls.filter(([message]) => String(message).startsWith('[i18n]'))).toEqual([]);
    const tells = germanTells(messages as Tree);
    expect(tells.length).toBeGreaterThan(40);
    expect(tells.filter((tell) => shown.includes(tell))).toEqual([]);
    // A missing text would show its key instead.
    expect(shown).not.toMatch(/\bgame\.[a-z]+\.[a-zA-Z]+/);
  });
});
