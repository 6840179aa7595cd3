import { describe, expect, it } from 'vitest';
import type { DirectoryBusiness } from '../../shared/content/listings';
import { renderToHtml } from '../_shared/forms/testing';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import { BusinessSearch } from './BusinessSearch';

const hours = { periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: '08:30', close: '18:30' })), closedDays: [6, 7], special: [] };
const branch = (id: string, city: string, postcode: string, phone = '052 212 34 56') => ({
  id,
  name: `Filiale ${city}`,
  street: 'Marktgasse',
  streetNumber: '3',
  postcode,
  city,
  phone,
  openingHours: hours,
});
const BUSINESSES: DirectoryBusiness[] = [
  {
    id: 'b1',
    name: 'Augenblick Optik',
    logoUrl: 'http://augenblick.localhost:3000/media/x/w320.webp',
    url: 'http://augenblick.localhost:3000/',
    branches: [branch('r1', 'Bern', '3011', '+41 31 311 22 33')],
    programs: { healthOptics: true, frequentlens: false },
  },
  {
    id: 'b2',
    name: 'Äugli Brillen',
    logoUrl: null,
    url: null,
    branches: [branch('r2', 'St. Gallen', '9000')],
    programs: { healthOptics: false, frequentlens: true },
  },
  { id: 'b3', name: 'Éclat Lunetterie', logoUrl: null, url: null, branches: [], programs: { healthOptics: false, frequentlens: false } },
];

/** The whole markup, the directory's island included (it is a split chunk: rendered once loaded, as on the server). */
async function render(businesses: DirectoryBusiness[] = BUSINESSES, locale: 'de' | 'fr' = 'de') {
  const group = makeGroup({ type: 'businessSearch', fields: [field('title', { content: single('Optikerverzeichnis') })] });
  return {
    html: await renderToHtml(BusinessSearch({ group, ctx: makeCtx({ locale, data: { [group.id]: { kind: 'directory', value: businesses } } }) })),
    group,
  };
}

describe('BusinessSearch', () => {
  it('renders every business under its base letter, umlauts and accents included', async () => {
    const { html, group } = await render();
    expect(html).toContain('Optikerverzeichnis');
    expect(html.match(/data-letter-group="/g)).toHaveLength(2);
    const a = html.indexOf(`id="directory-${group.id}-A"`);
    const e = html.indexOf(`id="directory-${group.id}-E"`);
    expect(a).toBeGreaterThan(-1);
    expect(html.indexOf('Äugli Brillen')).toBeGreaterThan(a);
    expect(html.indexOf('Éclat Lunetterie')).toBeGreaterThan(e);
  });

  it('links the letters that have businesses and shows the others disabled', async () => {
    const { html, group } = await render();
    expect(html).toContain(`href="#directory-${group.id}-A"`);
    expect(html).toContain(`href="#directory-${group.id}-E"`);
    expect(html).not.toContain(`href="#directory-${group.id}-B"`);
    expect(html).toContain('data-letter-disabled="B"');
    expect(html.match(/data-letter-disabled="/g)).toHaveLength(24);
  });

  it('makes each business an exclusive accordion entry with logo, address, dialable phone, hours and programs', async () => {
    const { html, group } = await render();
    expect(html.match(new RegExp(`<details name="directory-${group.id}-entries"`, 'g'))).toHaveLength(3);
    expect(html).toContain('src="http://augenblick.localhost:3000/media/x/w320.webp"');
    expect(html).toContain('href="tel:+41313112233"');
    expect(html).toContain('href="tel:0522123456"');
    expect(html).toContain('3011 Bern');
    expect(html).toContain('Marktgasse 3');
    expect(html).toMatch(/<dt[^>]*>Mo\.?–Fr\.?<\/dt><dd>08:30–18:30<\/dd>/);
    expect(html).toContain('Gesundheitsoptik');
    expect(html).toContain('Frequentlens');
    expect(html).toContain('href="http://augenblick.localhost:3000/"');
  });

  it('renders the search field hidden without scripting (in place, so hydration shifts nothing), and its labels in the page language', async () => {
    expect((await render()).html).toMatch(/<search data-directory-search-box="" class="[^"]*\bnoscript:hidden\b/);
    const { html } = await render(BUSINESSES, 'fr');
    expect(html).toContain('Rechercher un opticien');
    expect(html).toContain('Optique de santé');
  });

  it('says so when no business is listed', async () => {
    const { html } = await render([]);
    expect(html).toContain('data-directory-empty');
    expect(html).toContain('Keine Optiker gefunden');
    expect(html).not.toContain('<details');
  });
});
