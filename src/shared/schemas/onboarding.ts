import { z } from 'zod';
import { LOCALES } from '../locales';
import { SITE_SLUG_MAX, siteSlugProblem } from '../onboarding/site-slug';
import { cleanText } from './clean-text';

export const SITE_STARTS = ['empty', 'optician'] as const;
export type SiteStart = (typeof SITE_STARTS)[number];
export const WIZARD_BUSINESS_KINDS = ['optician', 'healthOptics', 'other'] as const;

/** Keys of the `editorOnboarding` catalogue's `errors`. */
export type OnboardingErrorKey =
  | 'businessNameRequired'
  | 'businessNameTooLong'
  | 'slugInvalid'
  | 'slugReserved'
  | 'slugTaken'
  | 'languagesRequired'
  | 'defaultLanguageInvalid'
  | 'kindRequired'
  | 'startRequired'
  | 'invalidCharacters'
  | 'unverified'
  | 'rateLimited'
  | 'failed';

const key = (k: OnboardingErrorKey) => k;

/** A site address label (see site-slug.ts); reserved words and taken labels are the server's to refuse again. */
export const ZSiteSlug = z
  .string({ error: key('slugInvalid') })
  .trim()
  .toLowerCase()
  .max(SITE_SLUG_MAX, key('slugInvalid'))
  .superRefine((value, ctx) => {
    const problem = siteSlugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: key(problem) });
  });

/** A new site's (business) name: one line, 1–120 characters. */
export const ZBusinessName = cleanText(z.string({ error: key('businessNameRequired') }))
  .trim()
  .min(1, key('businessNameRequired'))
  .max(120, key('businessNameTooLong'))
  .refine((value) => !/[\r\n]/.test(value), key('businessNameRequired'));

/**
 * The "Neue Website" wizard (`/{locale}/new-site`), shared by its form and the server: business
 * name, site address, languages with one default among them, business kind and starting point.
 * `lang` is the page language the wizard was shown in.
 */
export const ZNewSiteRequest = z
  .object({
    businessName: ZBusinessName,
    slug: ZSiteSlug,
    locales: z
      .array(z.enum(LOCALES, { error: key('languagesRequired') }), { error: key('languagesRequired') })
      .min(1, key('languagesRequired'))
      .max(LOCALES.length, key('languagesRequired')),
    defaultLocale: z.enum(LOCALES, { error: key('defaultLanguageInvalid') }),
    businessKind: z.enum(WIZARD_BUSINESS_KINDS, { error: key('kindRequired') }),
    start: z.enum(SITE_STARTS, { error: key('startRequired') }),
    lang: z.enum(LOCALES),
  })
  .refine((value) => value.locales.includes(value.defaultLocale), { message: key('defaultLanguageInvalid'), path: ['defaultLocale'] })
  .transform((value) => ({ ...value, locales: [...new Set(value.locales)] }));
export type NewSiteRequest = z.infer<typeof ZNewSiteRequest>;
export type NewSiteInput = z.input<typeof ZNewSiteRequest>;

/** The live check of a site address: free, or why not (a key of `editorOnboarding.errors`). */
export const ZSlugCheck = z.object({
  slug: z.string(),
  host: z.string(),
  available: z.boolean(),
  problem: z.enum(['slugInvalid', 'slugReserved', 'slugTaken']).nullable(),
});
export type SlugCheck = z.infer<typeof ZSlugCheck>;

/** The wizard's success: where the owner continues (the new host's hand-off link). */
export const ZNewSiteAnswer = z.object({ siteId: z.uuid(), host: z.string(), next: z.string() });
