import { z } from 'zod';
import { type EditorLocale, isEditorLocale } from '../i18n/config';
import { LOCALES } from '../locales';
import { SITE_SLUG_MAX, siteSlugProblem } from '../onboarding/site-slug';
import { type OnboardingErrorKey, WIZARD_BUSINESS_KINDS, ZBusinessName } from './onboarding';
import { ZHost } from './sites';

/**
 * The platform console (`/{locale}/platform`, issue 34): its searches and the forms browsers post
 * (urlencoded, with or without JavaScript, answered 303 back to the console).
 */

/** The console's language: an editor language (its texts are de/fr/it/en). */
// Transforms, not `.catch`: a form's or link's odd value falls back instead of refusing the page,
// and the OpenAPI document can still describe them (as the string they are sent as).
export const ZConsoleLocale = z
  .string()
  .optional()
  .transform((value): EditorLocale => (isEditorLocale(value) ? value : 'de'));
/** A search as typed into the console (name, domain or e-mail), cut at 200 characters. */
export const ZConsoleSearch = z.string().transform((value) => value.trim().slice(0, 200));

export const ZPlatformSitesQuery = z.object({ q: ZConsoleSearch.optional() });
export const ZPlatformSiteIdParam = z.object({ siteId: z.uuid({ error: 'platform.siteNotFound' }) });

/** A console form's fields besides the action: the language and the search to come back to. */
export const ZConsoleForm = z.object({ locale: ZConsoleLocale, q: ZConsoleSearch.optional() });
export type ConsoleForm = z.infer<typeof ZConsoleForm>;

/** What the console's last form did (`?notice=`), shown above the list. */
export const CONSOLE_NOTICES = [
  'suspended',
  'resumed',
  'disabled',
  'enabled',
  'resetSent',
  'deleted',
  'restored',
  'quotaSaved',
  'siteCreated',
  'ownerAdded',
  'siteImported',
] as const;
export type ConsoleNotice = (typeof CONSOLE_NOTICES)[number];

/** Days a deleted site can be restored from the console before the daily purge removes it for good. */
export const SITE_RESTORE_DAYS = 30;

/**
 * The console's delete confirmation: the site's name typed again (compared by the service; an
 * empty or wrong one is refused with `platform.deleteNameMismatch`).
 */
export const ZDeleteSiteForm = z.object({ confirmName: z.string().trim().max(200).default('') });

/** The largest per-site quota the console accepts: 1 TiB in MB. */
export const MAX_SITE_QUOTA_MB = 1024 * 1024;

/**
 * A site's storage quota as the console's form posts it: whole megabytes (1 to 1 TiB), or empty
 * for the platform default (SITE_STORAGE_QUOTA_MB). The client's `min`/`max` and the server read the same limits.
 */
export const ZSiteQuotaForm = z.object({
  quotaMb: z
    .string()
    .trim()
    .regex(/^\d{0,8}$/, { error: 'platform.quotaInvalid' })
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().int().min(1, { error: 'platform.quotaInvalid' }).max(MAX_SITE_QUOTA_MB, { error: 'platform.quotaInvalid' }).nullable()),
});
export type SiteQuotaForm = z.infer<typeof ZSiteQuotaForm>;

export const ZPlatformUsersQuery = z.object({ q: ZConsoleSearch.optional() });
/** better-auth's user ids are random strings. */
export const ZPlatformUserIdParam = z.object({ userId: z.string().min(1).max(100) });

export const ZPlatformUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  disabledAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sessions: z.number().int(),
  memberships: z.array(z.object({ siteId: z.string(), siteName: z.string(), role: z.enum(['owner', 'admin', 'editor', 'optician']) })),
});
export const ZPlatformUsers = z.object({ users: z.array(ZPlatformUser) });

export const ZPlatformSite = z.object({
  id: z.uuid(),
  name: z.string(),
  domains: z.array(z.string()),
  ownerEmails: z.array(z.string()),
  locales: z.array(z.enum(LOCALES)),
  pages: z.number().int(),
  submissions: z.number().int(),
  lastPublishedAt: z.iso.datetime({ offset: true }).nullable(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a platform admin deleted it (restorable until `purgeAt`), or null. */
  deletedAt: z.iso.datetime({ offset: true }).nullable(),
  purgeAt: z.iso.datetime({ offset: true }).nullable(),
  /** Media bytes it holds, and its quota: its own (`ownQuotaBytes`) or the platform default. */
  storageUsedBytes: z.number().int(),
  storageQuotaBytes: z.number().int(),
  ownQuotaBytes: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const ZPlatformSites = z.object({ sites: z.array(ZPlatformSite) });

/** The console forms whose refusals come back with their typed values (the form-return cookie's group). */
export const CONSOLE_RETURN_FORMS = { createSite: 'platform-create-site', importSite: 'platform-import-site' } as const;

/**
 * The console's "new website" form (urlencoded, repeated `locales`): what the wizard asks, for an
 * owner named by e-mail. `address` is a label of the platform domain (`optik-muster`, a
 * subdomain) or a whole host (`www.optik-muster.ch`). Messages are keys of
 * `editorOnboarding.errors`, or of `editorPlatform.create.errors` (PLATFORM_CREATE_OWN_ERRORS).
 */
export const PLATFORM_CREATE_OWN_ERRORS = ['ownerEmailInvalid', 'hostInvalid', 'addressNeedsHost'] as const;
export type PlatformCreateErrorKey = OnboardingErrorKey | (typeof PLATFORM_CREATE_OWN_ERRORS)[number];
const createKey = (k: PlatformCreateErrorKey) => k;

export const ZPlatformSiteAddress = z
  .string({ error: createKey('slugInvalid') })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    if (value.includes('.')) {
      if (!ZHost.safeParse(value).success) ctx.addIssue({ code: 'custom', message: createKey('hostInvalid') });
      return;
    }
    const problem = value.length > SITE_SLUG_MAX ? 'slugInvalid' : siteSlugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: createKey(problem) });
  });

export const ZPlatformCreateSite = ZConsoleForm.extend({
  name: ZBusinessName,
  address: ZPlatformSiteAddress,
  businessKind: z.enum(WIZARD_BUSINESS_KINDS, { error: createKey('kindRequired') }),
  locales: z
    .array(z.enum(LOCALES, { error: createKey('languagesRequired') }), { error: createKey('languagesRequired') })
    .min(1, createKey('languagesRequired'))
    .max(LOCALES.length, createKey('languagesRequired')),
  defaultLocale: z.enum(LOCALES, { error: createKey('defaultLanguageInvalid') }),
  ownerEmail: z
    .string({ error: createKey('ownerEmailInvalid') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: createKey('ownerEmailInvalid') }).max(254)),
})
  .refine((value) => value.locales.includes(value.defaultLocale), { message: createKey('defaultLanguageInvalid'), path: ['defaultLocale'] })
  .transform((value) => ({ ...value, locales: [...new Set(value.locales)] }));
export type PlatformCreateSite = z.infer<typeof ZPlatformCreateSite>;
