// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IslandRoot } from '@/blocks/_shared/island/Island';
import { readSlots, reviveSlots, SLOTS_RENDERED_EVENT } from '@/blocks/_shared/island/slots';
import { CURRENT_GAME_STORAGE_KEY } from '../../shared/constants/game';
import { COURSE_PAGE_ATTRIBUTE, type Course, SCORE_TRACKER_MOUNT } from '../../shared/game/course';
import { messagesFor } from '../../shared/i18n/catalogues';
import { GameProvider } from '../GameProvider';
import { PlayScreen, type PlayScreenProps } from '../screens/PlayScreen';
import { GAME_ID, HOLE_1, MemoryGameServer, RANKING, gameState, makeStore } from '../state/testing';

const links = { start: '/de/game', edit: '/de/spieler', share: '/de/teilen', play: '/de/spielen', coupon: '/de/gutschein' };
const anna = { id: '5a0c1c2e-7a51-4d0b-9c1e-2f5b8f6d1a11', name: 'Anna', createdAt: '2026-06-01T09:00:00.000Z' };
const course: Course = {
  pages: [
    { id: HOLE_1, title: 'Loch 1: Bahnhofplatz', kind: 'hole', number: 1, href: null, markers: [] },
    { id: RANKING, title: 'Rangliste', kind: 'ranking', number: null, href: null, markers: [] },
  ],
};

/** A drawer page as the map container renders it: the page's sections, a score tracker among them only a mount. */
function DrawerPage({ pageId, mode, text }: { pageId: string; mode: 'card' | 'table'; text: string }): ReactNode {
  return (
    <section>
      <p data-server-text="">{text}</p>
      <div {...{ [SCORE_TRACKER_MOUNT]: mode, [COURSE_PAGE_ATTRIBUTE]: pageId }} />
    </section>
  );
}

const { store } = makeStore(new MemoryGameServer(gameState({ players: [anna] })));

/** The play island with the test's store (PlayIsland itself takes the window's). */
function Play(props: PlayScreenProps): ReactNode {
  return (
    <GameProvider links={links} locale="de" messages={messagesFor('de', 'game')} navigate={() => undefined} store={store}>
      <PlayScreen {...props} />
    </GameProvider>
  );
}

beforeEach(() => {
  localStorage.setItem(CURRENT_GAME_STORAGE_KEY, GAME_ID);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the play screen as an island of its own', () => {
  it("hydrates over the server's HTML, opens the drawer with the pages as sent and renders the score trackers into their mounts", async () => {
    const pages = [
      <DrawerPage key="1" pageId={HOLE_1} mode="card" text="Vom Bahnhof zum Brunnen" />,
      <DrawerPage key="2" pageId={RANKING} mode="table" text="Wer führt?" />,
    ];
    const html = renderToString(<IslandRoot name="gamePlay" component={Play} props={{ course, route: [], styles: { light: '', dark: '' }, pages }} />);
    // The pages wait in the server's HTML, hidden; the drawer renders only in the browser.
    expect(html).toContain('Vom Bahnhof zum Brunnen');
    expect(html).not.toContain('data-drawer=""');

    document.body.innerHTML = html;
    const root = document.querySelector<HTMLElement>('webbox-island[data-island="gamePlay"]');
    if (!root) throw new Error('no island root');
    const props = reviveSlots(JSON.parse(root.dataset.props ?? '{}'), readSlots(root)) as PlayScreenProps;
    const recoverable: unknown[] = [];
    const announced = new Promise((resolve) => document.addEventListener(SLOTS_RENDERED_EVENT, resolve, { once: true }));
    await act(async () => {
      hydrateRoot(root, <Play {...props} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    act(() => {
      store.follow(GAME_ID);
    });

    // The card counts for its own hole, the table ranks; both inside the server's untouched pages.
    const add = await screen.findByRole('button', { name: 'Schlag für Anna hinzufügen' });
    expect(add.closest(`[${SCORE_TRACKER_MOUNT}]`)?.getAttribute(COURSE_PAGE_ATTRIBUTE)).toBe(HOLE_1);
    expect(root.querySelector(`[${SCORE_TRACKER_MOUNT}="table"] [data-ranking]`)).not.toBeNull();
    expect([...root.querySelectorAll('[data-drawer] [data-drawer-page] [data-server-text]')].map((p) => p.textContent)).toEqual([
      'Vom Bahnhof zum Brunnen',
      'Wer führt?',
    ]);
    // The held pages are gone, and islands inside the drawer's pages are told to hydrate.
    expect(root.querySelectorAll('[data-server-text]')).toHaveLength(2);
    await announced;
  });
});
