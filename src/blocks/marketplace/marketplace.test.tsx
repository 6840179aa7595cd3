import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MarketplaceItemView } from '../../shared/content/listings';
import { makeCtx, makeGroup } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Marketplace } from './Marketplace';

const item = (id: string, overrides: Partial<MarketplaceItemView> = {}): MarketplaceItemView => ({
  id,
  businessName: 'Optik Muster GmbH',
  title: 'Titanfassung, neuwertig',
  created: '2026-03-14T09:00:00.000Z',
  description: null,
  branch: {
    name: 'Optik Muster',
    street: 'Marktgasse',
    streetNumber: '12',
    postcode: '8400',
    city: 'Winterthur',
    phone: '+41 52 123 45 67',
    email: 'info@optik-muster.ch',
  },
  staff: null,
  mediaOrigin: null,
  costCents: 129_000,
  options: { toBePickedUp: true, subjectToPostage: false, askingPrice: true },
  category: 'frame',
  direction: 'offering',
  image: null,
  ...overrides,
});

function render(items: MarketplaceItemView[], ctx: Partial<RenderContext> = {}) {
  const group = makeGroup({ type: 'marketplace' });
  return renderToStaticMarkup(Marketplace({ group, ctx: makeCtx({ ...ctx, data: { [group.id]: { kind: 'marketplace', value: items } } }) }));
}

describe('Marketplace', () => {
  it('shows every item without JavaScript, one accordion, the filter in place but hidden without scripting', () => {
    const html = render([item('a'), item('b', { category: 'object', direction: 'searching', title: 'Refraktometer gesucht' })]);
    expect(html.match(/<details name="marketplace-group-marketplace"/g)).toHaveLength(2);
    expect(html).not.toContain(' hidden');
    // In the server's HTML so hydration shifts nothing; `noscript:` is `@media (scripting: none)`.
    expect(html).toMatch(/data-marketplace-filter="" class="[^"]*\bnoscript:hidden\b/);
    expect(html).toContain('data-category="object" data-direction="searching"');
  });

  it('shows price in de-CH format, options, category and kind labels, contact', () => {
    const html = render([item('a')]);
    expect(html).toMatch(/CHF\s1(’|'|&#x27;)290\.00/);
    expect(html).toContain('Abholung');
    expect(html).toContain('Verhandlungsbasis');
    expect(html).not.toContain('Zuzüglich Porto');
    expect(html).toContain('>Fassung<');
    expect(html).toContain('>Angebot<');
    expect(html).toContain('href="tel:+41521234567"');
    expect(html).toContain('mailto:info@optik-muster.ch?subject=Titanfassung%2C%20neuwertig');
  });

  it('shows no price when none is given', () => {
    expect(render([item('a', { costCents: null })])).not.toContain('CHF');
  });

  it('labels in the page language', () => {
    const html = render([item('a', { category: 'job', direction: 'searching' })], { locale: 'fr' });
    expect(html).toContain('>Emploi<');
    expect(html).toContain('>Recherche<');
  });

  it('shows the translated empty state', () => {
    expect(render([])).toContain('Zurzeit gibt es keine Einträge im Marktplatz.');
    expect(render([], { locale: 'en' })).toContain('There are no marketplace items at the moment.');
    expect(render([], { mode: 'edit' })).toContain('data-listings-hint');
  });
});
