import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ZSiteSettings } from '../../../shared/content/settings';
import type { Locale } from '../../../shared/locales';
import { type TCreateSiteRequest, ZCreateSiteRequest } from '../../../shared/schemas/sites';
import type { Queryable } from '../../db/client';
import { navigation, siteDomains, sites } from '../../db/schema';
import { AppError, apiMessage, isApiKey } from '../../platform/app-error';

export type CreatedSite = { id: string; name: string; hosts: string[]; locales: Locale[]; defaultLocale: Locale };

/** Validates operator or service input; messages that are api keys become English sentences (operators read them). */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      'BAD_REQUEST',
      { text: parsed.error.issues.map((i) => (isApiKey(i.message) ? apiMessage('en', i.message) : i.message)).join('; ') },
      { data: z.flattenError(parsed.error) },
    );
  }
  return parsed.data;
}

/** Creates a tenant with its hosts, default settings and an empty navigation. */
export async function createSite(db: Queryable, input: TCreateSiteRequest): Promise<CreatedSite> {
  const request = parseOrThrow(ZCreateSiteRequest, input);
  const defaultLocale = request.defaultLocale as Locale;
  return db.transaction(async (tx) => {
    const taken = await tx.select({ host: siteDomains.host }).from(siteDomains).where(inArray(siteDomains.host, request.hosts));
    if (taken.length > 0) {
      throw new AppError('CONFLICT', 'admin.hostInUse', { values: { hosts: taken.map((t) => t.host).join(', ') } });
    }
    const settings = ZSiteSettings.parse({});
    const [site] = await tx
      .insert(sites)
      .values({ name: request.name, locales: request.locales, defaultLocale, healthOptics: request.healthOptics, settings, publishedSettings: settings })
      .returning({ id: sites.id });
    if (!site) throw new AppError('INTERNAL', 'admin.createSiteFailed');
    // One millisecond apart, so the first host given stays the primary domain (resolve-site.ts).
    const now = Date.now();
    await tx
      .insert(siteDomains)
      .values(request.hosts.map((host, index) => ({ host, siteId: site.id, isPrimary: index === 0, createdAt: new Date(now + index) })));
    const emptyNavigation = { containers: [] };
    await tx.insert(navigation).values({ siteId: site.id, draft: emptyNavigation, published: emptyNavigation });
    return { id: site.id, name: request.name, hosts: request.hosts, locales: request.locales, defaultLocale };
  });
}
