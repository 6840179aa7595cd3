import { eq } from 'drizzle-orm';
import { ZSiteSettings } from '../../../shared/content/settings';
import type { Locale } from '../../../shared/locales';
import type { Transaction } from '../../db/client';
import { navigation, sites } from '../../db/schema';
import { demoChromeSettings } from '../../demo/demo-blocks/chrome';
import { searchPage } from '../../demo/demo-blocks/search';
import { demoPages } from '../../demo/demo-content';
import { localizeDemo } from '../../demo/demo-locales';
import { type NewPage, createPage } from '../pages/create-page';
import { publishPageInTransaction } from '../pages/publish-page';
import { starterNavigation } from '../sites/starter-pages';

/** The demo's business, whose name the template's texts carry. */
const DEMO_NAME = 'Optik Muster';

/** Every text of a value with the demo business's name replaced by the new one (rich text included). */
export function withBusinessName<T>(value: T, businessName: string): T {
  if (typeof value === 'string') return value.split(DEMO_NAME).join(businessName) as T;
  if (Array.isArray(value)) return value.map((item) => withBusinessName(item, businessName)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, withBusinessName(item, businessName)])) as T;
}

type TemplateSite = { id: string; name: string; locales: Locale[]; defaultLocale: Locale };

/**
 * The optician template: the demo optician's home, contact, imprint, privacy and search pages,
 * its look (colours, header, footer) and a navigation, with the business name in place of the
 * demo's — published, in `tx`, so a failure leaves nothing. Texts the demo has in German and
 * French are spread over the site's languages as the demo does (localizeDemo); the site's own
 * words (menus, forms) come from each language's catalogues.
 */
export async function addOpticianTemplate(tx: Transaction, options: { site: TemplateSite; userId: string | null }): Promise<void> {
  const { site, userId } = options;
  const prepare = (page: NewPage) => withBusinessName(localizeDemo(page, site.locales), site.name);
  const create = async (page: NewPage) => (await createPage(tx, { siteId: site.id, page: prepare(page) })).pageId;
  const contact = await create(demoPages({}).contact);
  const content = demoPages({ contact });
  const pageIds = {
    contact,
    home: await create(content.home),
    imprint: await create(content.imprint),
    privacy: await create(content.privacy),
    search: await create(searchPage),
  };
  for (const pageId of Object.values(pageIds)) await publishPageInTransaction(tx, { siteId: site.id, pageId, userId });

  const settings = ZSiteSettings.parse({
    ...demoChromeSettings,
    header: { ...demoChromeSettings.header, loginPage: { useLinkToLoginPage: true, url: `/${site.defaultLocale}/login` } },
    theme: {
      colors: { primary: '#0f5c8c', secondary: '#e0a526', background: '#fbfaf7', header: '#13293d', text: '#1d2433' },
      fonts: { heading: 'serif', body: 'sans' },
    },
    contact: { companyName: site.name },
  });
  await tx.update(sites).set({ settings, publishedSettings: settings }).where(eq(sites.id, site.id));
  const nav = starterNavigation(pageIds, site.locales);
  await tx.update(navigation).set({ draft: nav, published: nav, updatedAt: new Date() }).where(eq(navigation.siteId, site.id));
}
