import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type BusinessProfileInput, ZBusinessProfile } from '../../shared/content/business';
import type { OpeningPeriod } from '../../shared/content/opening-hours';
import { richTextValue } from '../../shared/content/rich-text';
import type { FieldContent } from '../../shared/content/types';
import type { Locale, Localized } from '../../shared/locales';
import { saveBusinessProfile } from '../services/business/save-business-profile';
import { uploadImage } from '../services/media/upload-image';
import { type NewPage, createPage } from '../services/pages/create-page';
import { publishPage } from '../services/pages/publish-page';
import { createSite } from '../services/sites/create-site';
import type { Database } from '../db/client';
import { localizeDemo } from './demo-locales';

const text = (de: string, fr: string): FieldContent => ({ type: 'localizedSingleValue', values: { de, fr } satisfies Localized<string> });
const rich = (de: string, fr: string): FieldContent => ({ type: 'localizedRichText', values: { de: richTextValue([de]), fr: richTextValue([fr]) } });

/** The directory page of every demo: the platform's listed opticians, searchable, by letter. */
export const directoryPage: NewPage = {
  slug: { de: 'optikerverzeichnis', fr: 'annuaire-des-opticiens' },
  name: { de: 'Optikerverzeichnis', fr: 'Annuaire des opticiens' },
  description: {
    de: 'Optikerinnen und Optiker in Ihrer Nähe: Filialen, Öffnungszeiten und Programme.',
    fr: 'Les opticiens près de chez vous : magasins, horaires et programmes.',
  },
  groups: [
    {
      type: 'businessSearch',
      options: { programs: 'all', background: 'transparent' },
      fields: {
        title: { content: text('Optikerverzeichnis', 'Annuaire des opticiens') },
        description: {
          content: rich(
            'Finden Sie ein Fachgeschäft in Ihrer Nähe – nach Name, Ort oder Postleitzahl.',
            'Trouvez un magasin spécialisé près de chez vous – par nom, localité ou NPA.',
          ),
        },
      },
    },
  ],
};

const week = (open: string, close: string, days: number[]): OpeningPeriod[] => days.map((day) => ({ day, open, close }));
/** Tuesday to Friday with a lunch break, Saturday mornings: a typical small-town optician. */
const smallShop = [...week('08:30', '12:00', [2, 3, 4, 5]), ...week('13:30', '18:30', [2, 3, 4, 5]), { day: 6, open: '08:30', close: '16:00' }];
const cityShop = [...week('09:00', '18:30', [1, 2, 3, 4, 5]), { day: 4, open: '18:30', close: '20:00' }, { day: 6, open: '09:00', close: '17:00' }];

type DemoBusiness = { host: string; siteName: string; locales: Locale[]; hue: number; profile: Omit<BusinessProfileInput, 'logoMediaId' | 'listed'> };

const branch = (input: Omit<NonNullable<BusinessProfileInput['branches']>[number], 'id'>) => ({ id: randomUUID(), ...input });

/**
 * Four more businesses of the platform for the real demo's directory (issue 16), each a site of
 * its own with a business profile and nothing else: one with several branches, one health-optics
 * business, one with a branch closed for good (inactive), one whose name starts with an umlaut.
 */
const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    host: 'brillen-egger.localhost',
    siteName: 'Brillen Egger',
    locales: ['de', 'fr'],
    hue: 205,
    profile: {
      companyName: 'Brillen Egger AG',
      programs: { healthOptics: { active: false }, frequentlens: true },
      branches: [
        branch({
          name: 'Brillen Egger Bahnhofstrasse',
          street: 'Bahnhofstrasse',
          streetNumber: '58',
          postcode: '8001',
          city: 'Zürich',
          phone: '044 211 48 90',
          coordinates: { lat: 47.3721, lng: 8.539 },
          email: 'zuerich@brillen-egger.ch',
          openingHours: { periods: cityShop, closedDays: [7], special: [] },
        }),
        branch({
          name: 'Brillen Egger Uster',
          street: 'Bankstrasse',
          streetNumber: '12',
          postcode: '8610',
          city: 'Uster',
          phone: '044 940 12 33',
          coordinates: { lat: 47.3474, lng: 8.718 },
          email: 'uster@brillen-egger.ch',
          openingHours: { periods: smallShop, closedDays: [1, 7], special: [] },
        }),
        branch({
          name: 'Brillen Egger Dübendorf',
          street: 'Wallisellenstrasse',
          streetNumber: '3',
          postcode: '8600',
          city: 'Dübendorf',
          phone: '044 821 77 05',
          coordinates: { lat: 47.398, lng: 8.6189 },
          email: 'duebendorf@brillen-egger.ch',
          openingHours: { periods: smallShop, closedDays: [1, 7], special: [] },
        }),
      ],
    },
  },
  {
    host: 'eclat-lunetterie.localhost',
    siteName: 'Éclat Lunetterie',
    locales: ['fr', 'de'],
    hue: 330,
    profile: {
      companyName: 'Éclat Lunetterie Sàrl',
      programs: { healthOptics: { active: true }, frequentlens: false },
      branches: [
        branch({
          name: 'Éclat Lunetterie',
          street: 'Rue de Bourg',
          streetNumber: '21',
          postcode: '1003',
          city: 'Lausanne',
          phone: '021 312 56 40',
          coordinates: { lat: 46.5214, lng: 6.6339 },
          email: 'bonjour@eclat-lunetterie.ch',
          openingHours: { periods: [...week('09:30', '18:30', [1, 2, 3, 4, 5]), { day: 6, open: '09:30', close: '17:00' }], closedDays: [7], special: [] },
        }),
      ],
    },
  },
  {
    host: 'augenblick-optik.localhost',
    siteName: 'Augenblick Optik',
    locales: ['de', 'fr'],
    hue: 150,
    profile: {
      companyName: 'Augenblick Optik GmbH',
      programs: { healthOptics: { active: true }, frequentlens: true },
      branches: [
        branch({
          name: 'Augenblick Optik Altstadt',
          street: 'Kramgasse',
          streetNumber: '45',
          postcode: '3011',
          city: 'Bern',
          phone: '031 311 22 70',
          coordinates: { lat: 46.9478, lng: 7.4497 },
          email: 'bern@augenblick-optik.ch',
          openingHours: { periods: smallShop, closedDays: [1, 7], special: [] },
        }),
        // Closed for good: kept in the profile (listings may refer to it), never shown in the directory.
        branch({
          name: 'Augenblick Optik Thun',
          street: 'Bälliz',
          streetNumber: '30',
          postcode: '3600',
          city: 'Thun',
          phone: '033 222 10 10',
          coordinates: { lat: 46.758, lng: 7.6268 },
          email: 'thun@augenblick-optik.ch',
          active: false,
          openingHours: { periods: smallShop, closedDays: [1, 7], special: [] },
        }),
      ],
    },
  },
  {
    host: 'aeugli-optik.localhost',
    siteName: 'Äugli Optik',
    locales: ['de', 'fr'],
    hue: 28,
    profile: {
      companyName: 'Äugli Optik',
      programs: { healthOptics: { active: false }, frequentlens: false },
      branches: [
        branch({
          name: 'Äugli Optik Aarau',
          street: 'Bahnhofstrasse',
          streetNumber: '25',
          postcode: '5000',
          city: 'Aarau',
          phone: '062 822 41 18',
          coordinates: { lat: 47.3911, lng: 8.0497 },
          email: 'info@aeugli-optik.ch',
          openingHours: { periods: smallShop, closedDays: [1, 7], special: [] },
        }),
      ],
    },
  },
];

/** The other businesses' names and profiles, as their sites are seeded (tests read their structured data). */
export function demoDirectoryProfiles(): Array<{ siteName: string; host: string; profile: BusinessProfileInput }> {
  return DEMO_BUSINESSES.map(({ siteName, host, profile }) => ({ siteName, host, profile }));
}

/** A simple mark (a pair of glasses on a brand-coloured disc), shapes only so no font is needed. */
function logoSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<circle cx="160" cy="160" r="150" fill="hsl(${hue},55%,38%)"/>
<g fill="none" stroke="#fff" stroke-width="16">
<circle cx="108" cy="170" r="42"/><circle cx="212" cy="170" r="42"/>
<path d="M150 162 Q160 148 170 162" stroke-linecap="round"/>
<path d="M66 160 L40 140 M254 160 L280 140" stroke-linecap="round"/>
</g>
</svg>`;
}

/** A one-screen home page, so the directory's "Website" link leads somewhere: the name, then the first branch's contact and hours. */
function homePage(business: DemoBusiness, branchId: string): NewPage {
  const name = business.profile.companyName ?? business.siteName;
  return {
    slug: { de: 'home', fr: 'accueil' },
    name: { de: 'Startseite', fr: 'Accueil' },
    specialKey: '~home',
    role: 'home',
    groups: [
      {
        type: 'hero',
        options: { alignment: 'left', textSize: 'medium', background: 'header' },
        fields: { title: { content: text(name, name) }, subtitle: { content: rich('Ihr Optiker in der Nähe.', 'Votre opticien de proximité.') } },
      },
      {
        type: 'contact',
        options: { branch: [branchId], showOpeningHours: true },
        fields: { title: { content: text('Kontakt & Öffnungszeiten', 'Contact et horaires') } },
      },
    ],
  };
}

/** Every site has its search page (issue 33): the header's search icon and form lead there. */
const searchPage: NewPage = {
  slug: { de: 'search', fr: 'search' },
  name: { de: 'Suche', fr: 'Recherche' },
  specialKey: 'search',
  role: 'search',
  groups: [],
};

/** Seeds the other listed businesses (real demo only: test copies of the demo do without them). */
export async function seedDirectoryBusinesses(db: Database): Promise<void> {
  for (const business of DEMO_BUSINESSES) {
    const site = await createSite(db, {
      name: business.siteName,
      hosts: [business.host],
      locales: business.locales,
      defaultLocale: business.locales[0],
      healthOptics: business.profile.programs?.healthOptics?.active ?? false,
    });
    const bytes = await sharp(Buffer.from(logoSvg(business.hue)))
      .png()
      .toBuffer();
    const logo = await uploadImage(db, { siteId: site.id, fileName: `Logo ${business.siteName}.png`, bytes, folder: 'logo', tags: ['logo'] });
    const profile = ZBusinessProfile.parse({ ...business.profile, logoMediaId: logo.id, listed: true });
    await saveBusinessProfile(db, { siteId: site.id, profile, version: null });
    const first = profile.branches[0];
    if (!first) continue;
    for (const page of [homePage(business, first.id), searchPage]) {
      const created = await createPage(db, { siteId: site.id, page: localizeDemo(page, business.locales) });
      await publishPage(db, { siteId: site.id, pageId: created.pageId, userId: null });
    }
  }
}
