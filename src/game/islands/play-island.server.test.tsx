// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandRoot } from '@/blocks/_shared/island/Island';
import { COURSE_PAGE_ATTRIBUTE, type Course, SCORE_TRACKER_MOUNT } from '../../shared/game/course';
import { messagesFor } from '../../shared/i18n/catalogues';
import { HOLE_1 } from '../state/testing';
import { PlayIsland } from './PlayIsland';

const links = { start: '/de/game', edit: '/de/spieler', share: '/de/teilen', play: '/de/spielen', coupon: '/de/gutschein' };
const course: Course = {
  pages: [{ id: HOLE_1, title: 'Loch 1: Bahnhofplatz', kind: 'hole', number: 1, href: null, markers: [{ lng: 8.72, lat: 47.5, icon: 'start' }] }],
};

describe('the play island on the server', () => {
  it('renders without a document (the live renderer has none), with the drawer pages in its HTML for the slots', () => {
    const page = (
      <section>
        <p>Vom Bahnhof zum Brunnen</p>
        <div {...{ [SCORE_TRACKER_MOUNT]: 'card', [COURSE_PAGE_ATTRIBUTE]: HOLE_1 }} />
      </section>
    );
    const props = { links, locale: 'de' as const, messages: messagesFor('de', 'game'), course, route: [], styles: { light: '', dark: '' }, pages: [page] };
    const html = renderToString(<IslandRoot name="gamePlay" component={PlayIsland} props={props} />);
    expect(typeof document).toBe('undefined');
    expect(html).toContain('<webbox-island data-island="gamePlay" data-props="');
    expect(html).toContain('<div hidden=""><section data-island-slot="0"><p>Vom Bahnhof zum Brunnen</p>');
    expect(html).toContain(`<div ${SCORE_TRACKER_MOUNT}="card" ${COURSE_PAGE_ATTRIBUTE}="${HOLE_1}"></div>`);
    expect(html).toContain('data-game-screen="play"');
  });
});
