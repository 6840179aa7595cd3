import { describe, expect, it } from 'vitest';
import { buildNavItems, homePath } from './nav-items';
import { makeChrome } from './testing';

describe('buildNavItems', () => {
  it('builds main items with children, marks the current page and its parent', () => {
    const items = buildNavItems({ chrome: makeChrome(), locale: 'de', mode: 'live', currentPageId: 'lenses' });
    expect(items.map((i) => [i.label, i.href, i.current])).toEqual([
      ['Startseite', '/de', false],
      ['Angebot', '/de/angebot', true],
      ['Über uns', '/de/team', false],
      ['Kontakt', '/de/kontakt', false],
    ]);
    expect(items[1]?.children.map((c) => [c.label, c.current])).toEqual([
      ['Brillen', false],
      ['Kontaktlinsen', true],
      ['Nur Deutsch', false],
    ]);
  });

  it('shows a container with a single child as a direct link to it', () => {
    const about = buildNavItems({ chrome: makeChrome(), locale: 'de', mode: 'live', currentPageId: 'team' })[2];
    expect(about).toMatchObject({ label: 'Über uns', href: '/de/team', current: true, children: [] });
  });

  it('hides children whose page disallows the current language', () => {
    const items = buildNavItems({ chrome: makeChrome(), locale: 'fr', mode: 'live', currentPageId: 'home' });
    expect(items[1]?.children.map((c) => c.label)).toEqual(['Brillen (fr)', 'Kontaktlinsen (fr)']);
  });

  it('keeps a container without a page but several children as a dropdown without link', () => {
    const chrome = makeChrome({
      navigation: {
        containers: [
          {
            id: 'c',
            label: { de: 'Mehr' },
            pageId: null,
            children: [
              { id: 'a', pageId: 'glasses', appearance: 'default' },
              { id: 'b', pageId: 'lenses', appearance: 'default' },
            ],
          },
          { id: 'empty', label: { de: 'Leer' }, pageId: null, children: [{ id: 'x', pageId: 'missing', appearance: 'default' }] },
        ],
      },
    });
    const items = buildNavItems({ chrome, locale: 'de', mode: 'edit', currentPageId: 'home' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ label: 'Mehr', href: null });
    expect(items[0]?.children.map((c) => c.href)).toEqual(['/de/edit/brillen', '/de/edit/linsen']);
  });

  it('finds the home path', () => {
    expect(homePath({ chrome: makeChrome(), locale: 'fr', mode: 'live' })).toBe('/fr');
  });
});
