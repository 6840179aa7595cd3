import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ZBusinessProfile } from '../../shared/content/business';
import { ZSiteSettings } from '../../shared/content/settings';
import { saveBusinessProfile } from '../services/business/save-business-profile';
import { seedDemoChangelog } from './demo-changelog';
import { demoBusinessProfile, withBranchIds } from './demo-business';
import type { NavigationState } from '../../shared/content/types';
import { addMember } from '../services/members/add-member';
import { type NewPage, createPage } from '../services/pages/create-page';
import { publishPage } from '../services/pages/publish-page';
import { createSite } from '../services/sites/create-site';
import { createUser } from '../services/users/create-user';
import type { Database } from '../db/client';
import { navigation, sites, user } from '../db/schema';
import { contentCDemoGroups } from './demo-blocks/content-c';
import { contentDDemoGroups } from './demo-blocks/content-d';
import { contentEDemoGroups } from './demo-blocks/content-e';
import { collectionsDemoGroups, teamPages, testimonialPages } from './demo-blocks/collections';
import { demoChromeSettings } from './demo-blocks/chrome';
import { searchPage } from './demo-blocks/search';
import { cataloguePage, servicePages } from './demo-blocks/catalogue';
import { seedDemoMedia } from './demo-media';
import { offerPage } from './demo-blocks/offer';
import { sponsorPage } from './demo-blocks/forms';
import { urbanGolfAllPages } from './demo-blocks/urban-golf';
import { demoPages } from './demo-content';
import { localizeDemo } from './demo-locales';
import { jobsPage, marketplacePage, seedDemoListings } from './demo-listings';
import { directoryPage, seedDirectoryBusinesses } from './demo-directory';
import type { Locale } from '../../shared/locales';

/** A second page for the remaining blocks: announcements, feeds, slides, contact with hours, courses, reviews. */
const servicePage: NewPage = {
  slug: { de: 'service', fr: 'services' },
  name: { de: 'Service', fr: 'Services' },
  description: { de: 'Kurse, Öffnungszeiten und Neuigkeiten von Optik Muster.', fr: 'Cours, horaires et nouvelles d’Optik Muster.' },
  groups: [...contentCDemoGroups, ...collectionsDemoGroups, ...contentDDemoGroups, ...contentEDemoGroups],
};

export type DemoSeedResult = {
  siteId: string;
  owner: { email: string; password: string | null; generated: boolean };
};

export const DEMO_HOSTS = ['localhost', '127.0.0.1'];

/**
 * First start: an optician demo on localhost (de, fr) with published pages built from the
 * registered blocks, navigation, settings and an owner. Does nothing once any site exists.
 */
export async function seedDemo(db: Database, options: { ownerEmail?: string; ownerPassword?: string }): Promise<DemoSeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(sites);
  if ((existing?.n ?? 0) > 0) return null;
  await seedDemoChangelog(db);
  const demo = await createDemoSite(db, { ...options, hosts: DEMO_HOSTS });
  // The directory's other businesses: only here, so test copies of the demo stay quick to make.
  await seedDirectoryBusinesses(db);
  return demo;
}

/** The demo site on the given hosts, whatever else exists (seedDemo on an empty database; tests on their own hosts). */
export async function createDemoSite(
  db: Database,
  options: { hosts: string[]; ownerEmail?: string; ownerPassword?: string; locales?: Locale[]; defaultLocale?: Locale },
): Promise<DemoSeedResult> {
  const locales = options.locales ?? ['de', 'fr'];
  const defaultLocale = options.defaultLocale ?? locales[0] ?? 'de';
  const site = await createSite(db, { name: 'Optik Muster', hosts: options.hosts, locales, defaultLocale, healthOptics: true });
  const branchIds = { altstadt: randomUUID(), bahnhof: randomUUID() };
  const create = (page: NewPage) => createPage(db, { siteId: site.id, page: withBranchIds(localizeDemo(page, locales), branchIds) });
  const settings = ZSiteSettings.parse({
    ...demoChromeSettings,
    header: { ...demoChromeSettings.header, loginPage: { useLinkToLoginPage: true, url: `/${defaultLocale}/login` } },
    theme: {
      colors: { primary: '#0f5c8c', secondary: '#e0a526', background: '#fbfaf7', header: '#13293d', text: '#1d2433' },
      fonts: { heading: 'serif', body: 'sans' },
    },
    // The footer shows the business profile's first branch ("use business data" is on by default).
    contact: { email: 'info@optik-muster.ch', companyName: 'Optik Muster GmbH' },
    bookingButton: { active: true, position: 'right', color: 'secondary', target: 'shore', shoreCompany: 'optik-muster' },
  });
  await db.update(sites).set({ settings, publishedSettings: settings }).where(eq(sites.id, site.id));
  await saveBusinessProfile(db, { siteId: site.id, profile: ZBusinessProfile.parse(demoBusinessProfile(branchIds)), version: null });

  const contact = await create(demoPages({}).contact);
  const content = demoPages({ contact: contact.pageId });
  const home = await create(content.home);
  const imprint = await create(content.imprint);
  const privacy = await create(content.privacy);
  // Media first: the offer page's image slots point at them.
  const media = await seedDemoMedia(db, site.id, locales);
  const offer = await create(offerPage(media));
  const search = await create(searchPage);
  const service = await create(servicePage);
  const catalogue = await create(cataloguePage(media));
  const sponsoring = await create(sponsorPage);
  const jobs = await create(jobsPage);
  const marketplace = await create(marketplacePage);
  const directory = await create(directoryPage);
  await seedDemoListings(db, { siteId: site.id, locales, branchIds, images: media.images });
  const urbanGolf = [];
  for (const page of urbanGolfAllPages) urbanGolf.push(await create(page));

  const nav: NavigationState = localizeDemo<NavigationState>(
    {
      containers: [
        { id: 'nav-home', label: { de: 'Startseite', fr: 'Accueil' }, pageId: home.pageId, children: [] },
        { id: 'nav-offer', label: { de: 'Angebot', fr: 'Offre' }, pageId: offer.pageId, children: [] },
        { id: 'nav-service', label: { de: 'Service', fr: 'Services' }, pageId: service.pageId, children: [] },
        { id: 'nav-contact', label: { de: 'Kontakt', fr: 'Contact' }, pageId: contact.pageId, children: [] },
        { id: 'nav-urban-golf', label: { de: 'Urban Golf', fr: 'Urban Golf' }, pageId: urbanGolf[0]?.pageId ?? null, children: [] },
        {
          id: 'nav-network',
          label: { de: 'Netzwerk', fr: 'Réseau' },
          pageId: null,
          children: [
            { id: 'nav-directory', pageId: directory.pageId, appearance: 'default' },
            { id: 'nav-jobs', pageId: jobs.pageId, appearance: 'default' },
            { id: 'nav-marketplace', pageId: marketplace.pageId, appearance: 'default' },
          ],
        },
        {
          id: 'nav-legal',
          label: { de: 'Rechtliches', fr: 'Informations légales' },
          pageId: null,
          children: [
            { id: 'nav-imprint', pageId: imprint.pageId, appearance: 'default' },
            { id: 'nav-privacy', pageId: privacy.pageId, appearance: 'default' },
          ],
        },
      ],
    },
    locales,
  );
  await db.update(navigation).set({ draft: nav, published: nav }).where(eq(navigation.siteId, site.id));

  const collectionItems = [];
  for (const page of [...teamPages, ...testimonialPages, ...servicePages]) collectionItems.push(await create(page));
  for (const page of [
    home,
    contact,
    imprint,
    privacy,
    offer,
    search,
    service,
    catalogue,
    sponsoring,
    jobs,
    marketplace,
    directory,
    ...collectionItems,
    ...urbanGolf,
  ]) {
    await publishPage(db, { siteId: site.id, pageId: page.pageId, userId: null });
  }

  const generated = !options.ownerPassword;
  const email = options.ownerEmail ?? 'inhaber@optik-muster.ch';
  const password = options.ownerPassword ?? randomBytes(12).toString('base64url');
  const existingOwner = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  // Another demo may already have this owner: they keep their password and join this site too.
  if (existingOwner.length === 0) await createUser(db, { email, password, name: 'Inhaber Optik Muster' });
  await addMember(db, { email, host: options.hosts[0] ?? 'localhost', role: 'owner' });
  const shown = generated && existingOwner.length === 0;
  return { siteId: site.id, owner: { email, password: shown ? password : null, generated: shown } };
}
