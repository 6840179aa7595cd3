import { z } from 'zod';
import { LOCALES } from '../locales';
import { ZLocale, ZSavedItem } from './editor';

/**
 * Payloads of the translation workflow (issue 15; editor-panels §2, §4, §7), shared by the editor
 * and the server routes.
 */

/** How much of a missing text's source the dialog shows. */
export const MISSING_SOURCE_PREVIEW_LENGTH = 200;

/** One text that is filled in some language of the page but not in `locale`. */
export const ZMissingText = z.object({
  locale: ZLocale,
  groupId: z.uuid(),
  groupType: z.string(),
  fieldId: z.uuid(),
  slot: z.string(),
  /** The language the text would be translated from (the default language when filled there). */
  sourceLocale: ZLocale,
  /** The source text, plain, cut at MISSING_SOURCE_PREVIEW_LENGTH characters (with "…"). */
  source: z.string(),
});
export type TMissingText = z.infer<typeof ZMissingText>;

/**
 * One translation written before its source text changed (issue 31): `locale` still reads the
 * translation of `oldSource`, while the source language (`sourceLocale`) now says `newSource`.
 * All three texts plain, cut like a missing text's source.
 */
export const ZOutdatedText = z.object({
  locale: ZLocale,
  groupId: z.uuid(),
  groupType: z.string(),
  fieldId: z.uuid(),
  slot: z.string(),
  sourceLocale: ZLocale,
  oldSource: z.string(),
  newSource: z.string(),
  /** The translation in `locale` as it stands. */
  translation: z.string(),
});
export type TOutdatedText = z.infer<typeof ZOutdatedText>;

/**
 * GET /api/v1/page/status/translation/missing?id — per language the count of missing texts and
 * whether they block publishing (a language the page is not live in yet does not block: it stays
 * hidden there until translated), plus the texts themselves, and the outdated translations (which
 * never block; the dialog lists them under "Veraltet").
 */
export const ZMissingTranslations = z.object({
  languages: z.array(z.object({ locale: ZLocale, count: z.number().int().min(0), blocking: z.boolean(), live: z.boolean() })),
  texts: z.array(ZMissingText),
  outdated: z.array(ZOutdatedText),
});
export type TMissingTranslations = z.infer<typeof ZMissingTranslations>;

/** 409 details of a publish refused for missing translations: per page, per blocking language. */
export const ZMissingTranslationsConflict = z.object({
  pages: z.array(z.object({ pageId: z.uuid(), missing: z.array(z.object({ locale: ZLocale, count: z.number().int().min(1) })) })),
});

const differentLanguages = (value: { from: string; to: string }) => value.from !== value.to;

/**
 * POST /api/v1/translation — machine-translates one field (`fieldId`, the spec's call) or every
 * text of one box (`groupId`) from `from` into `to`. Results are drafts marked as machine
 * translated until a person edits or confirms them.
 */
export const ZTranslateRequest = z
  .object({ pageId: z.uuid(), fieldId: z.uuid().optional(), groupId: z.uuid().optional(), from: ZLocale, to: ZLocale })
  .refine(differentLanguages, { message: 'Source and target language must differ', path: ['to'] })
  .refine((value) => (value.fieldId === undefined) !== (value.groupId === undefined), { message: 'Give either a field or a box', path: ['fieldId'] });
export type TTranslateRequest = z.infer<typeof ZTranslateRequest>;

/** POST /api/v1/translation/missing — every missing text of a page in `to`, from its source language. */
export const ZTranslateMissingRequest = z.object({ pageId: z.uuid(), to: ZLocale });
export type TTranslateMissingRequest = z.infer<typeof ZTranslateMissingRequest>;

/**
 * POST /api/v1/translation/outdated — machine-translates the outdated translations of a page in
 * `to` anew from their source (one field with `fieldId`, else all of them); a text a person edited
 * or confirmed meanwhile is left as it is.
 */
export const ZTranslateOutdatedRequest = z.object({ pageId: z.uuid(), to: ZLocale, fieldId: z.uuid().optional() });
export type TTranslateOutdatedRequest = z.infer<typeof ZTranslateOutdatedRequest>;

/** POST /api/v1/translation/outdated/confirm — "Ist noch richtig": the translation stays, its outdated mark goes. */
export const ZConfirmOutdatedRequest = z.object({ fieldId: z.uuid(), locale: ZLocale });

export const ZTranslateResult = z.object({ translated: z.number().int().min(0), items: z.array(ZSavedItem) });
export type TTranslateResult = z.infer<typeof ZTranslateResult>;

/** POST /api/v1/translation/confirm — a person accepts a machine translation as it is. */
export const ZConfirmTranslationRequest = z.object({ fieldId: z.uuid(), locale: ZLocale });

export const TRANSLATION_PROVIDERS = ['deepl', 'libretranslate', 'openai'] as const;
export type TranslationProviderName = (typeof TRANSLATION_PROVIDERS)[number];

/** GET /api/v1/translation/provider — whether AI translation is configured (the editor disables it otherwise). */
export const ZTranslationProviderStatus = z.object({ provider: z.enum(TRANSLATION_PROVIDERS).nullable() });

/** Terms never translated (company, brand and product names), per site. */
export const GLOSSARY_MAX_TERMS = 200;
export const ZGlossary = z.array(z.string().trim().min(1).max(80)).max(GLOSSARY_MAX_TERMS);

/**
 * PUT /api/v1/site/languages — the site's languages (of the ten) and its default. Adding a language
 * leaves every page hidden in it until translated and published; the default must be one of them.
 */
export const ZSiteLanguagesRequest = z
  .object({ locales: z.array(ZLocale).min(1).max(LOCALES.length), defaultLocale: ZLocale })
  .refine((value) => new Set(value.locales).size === value.locales.length, { message: 'Each language once', path: ['locales'] })
  .refine((value) => value.locales.includes(value.defaultLocale), {
    message: 'The default language must be one of the site languages',
    path: ['defaultLocale'],
  });
export type TSiteLanguagesRequest = z.infer<typeof ZSiteLanguagesRequest>;
export const ZSiteLanguages = z.object({ locales: z.array(ZLocale), defaultLocale: ZLocale });
