import { z } from 'zod';
import { ZSettingsProblem } from './settings';
import { ACTIVE_COLLECTIONS, COLLECTIONS, PAGE_ROLES } from '../content/types';
import { LOCALES } from '../locales';
import { cleanText } from './clean-text';
import { ZBaseVersion, ZLocale } from './editor';
import { ZPageChanges } from './pages';
import { ZAcknowledgedWarnings } from './publish-checks';

/**
 * Payloads of the site-structure API (editor-panels §2 Pages panel, §4 Navigation, §5 Page slug,
 * Creating a page, §7 page add/remove/info, navigation, pages) plus what goes beyond the spec:
 * restoring deleted pages, version history and publishing the whole site. Shared by the editor's
 * client code and the server routes. Messages that are `api` catalogue keys are answered translated.
 */

export { ACTIVE_COLLECTIONS } from '../content/types';
export const ZActiveCollection = z.enum(ACTIVE_COLLECTIONS);
export type ActiveCollection = z.infer<typeof ZActiveCollection>;

export const ZPageRole = z.enum(PAGE_ROLES);

/** A slug as typed: made URL-safe by `toSlug` on both sides; empty after that is refused. */
export const ZSlug = cleanText(z.string().trim().max(120, 'pages.slugTooLong'));
export const ZPageName = cleanText(z.string().trim().min(1, 'pages.nameRequired').max(120, 'pages.nameTooLong'));
const ZDescription = cleanText(z.string().trim().max(300, 'pages.descriptionTooLong'));

/** A per-language map limited to the ten languages (keys outside them are refused). */
const localized = <T extends z.ZodType>(value: T) => z.partialRecord(ZLocale, value);

// ---------- pages ----------

/** POST /page/add — a new draft page (a free page, or an item of a collection with its preset boxes). */
export const ZCreatePageRequest = z.object({
  collection: ZActiveCollection.nullable(),
  /** The language the editor works in: the name and slug are given in it and copied to the site's others. */
  lang: ZLocale,
  name: ZPageName,
  /** Optional; made from the name when missing. */
  slug: ZSlug.optional(),
});
export type TCreatePageRequest = z.infer<typeof ZCreatePageRequest>;

/** A page as the pages panel lists it (drafts included). */
export const ZPageListItem = z.object({
  id: z.uuid(),
  collection: z.enum(COLLECTIONS).nullable(),
  role: ZPageRole.nullable(),
  specialKey: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  slug: localized(z.string()),
  name: localized(z.string()),
  hasPassword: z.boolean(),
  /** The working state differs from what visitors see (page meta, boxes or fields). */
  changed: z.boolean(),
  /** Shown as a button somewhere in the navigation. */
  navigationButton: z.boolean(),
});
export type TPageListItem = z.infer<typeof ZPageListItem>;
export const ZPageList = z.object({ pages: z.array(ZPageListItem) });
export type TPageList = z.infer<typeof ZPageList>;

/** A deleted page that can still be restored (30 days). */
export const ZDeletedPage = z.object({
  id: z.uuid(),
  collection: z.enum(COLLECTIONS).nullable(),
  name: localized(z.string()),
  deletedAt: z.iso.datetime({ offset: true }),
  /** When the page is purged for good. */
  purgeAt: z.iso.datetime({ offset: true }),
});
export const ZDeletedPageList = z.object({ pages: z.array(ZDeletedPage) });
export type TDeletedPage = z.infer<typeof ZDeletedPage>;

export const ZCreatedPage = z.object({ page: ZPageListItem });
export type TCreatedPage = z.infer<typeof ZCreatedPage>;

/** POST /page/remove, POST /page/restore. */
export const ZPageIdBody = z.object({ id: z.uuid() });
/** DELETE-like answers say where the editor should go when it stood on the removed page. */
export const ZRemovedPage = z.object({ id: z.uuid(), homePageId: z.uuid().nullable() });

/** GET /page/info?id= — everything page settings edit. */
export const ZPageInfo = z.object({
  id: z.uuid(),
  version: z.number().int(),
  collection: z.enum(COLLECTIONS).nullable(),
  role: ZPageRole.nullable(),
  specialKey: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  slug: localized(z.string()),
  name: localized(z.string()),
  description: localized(z.string()),
  disallowedLanguages: z.array(ZLocale),
  hasPassword: z.boolean(),
  /** Left out of site search ("Nicht in der Suche"). */
  hiddenFromSearch: z.boolean(),
  /** The slugs visitors reach the page by today (published), per language. */
  publishedSlug: localized(z.string()),
});
export type TPageInfo = z.infer<typeof ZPageInfo>;

/** Set, keep or remove a page password; only its scrypt hash is stored. */
export const ZPasswordChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep') }),
  z.object({ action: z.literal('set'), value: cleanText(z.string().min(4, 'pages.passwordTooShort').max(200)) }),
  z.object({ action: z.literal('remove') }),
]);

/** POST /page/info — page settings (a draft change until the page is published). */
export const ZUpdatePageInfoRequest = z.object({
  id: z.uuid(),
  version: ZBaseVersion,
  slug: localized(ZSlug),
  name: localized(cleanText(z.string().trim().max(120, 'pages.nameTooLong'))),
  description: localized(ZDescription),
  /** Page roles are unique per site: giving a role moves it from the page that had it. */
  role: ZPageRole.nullable(),
  disallowedLanguages: z.array(ZLocale).max(LOCALES.length),
  password: ZPasswordChange,
  /** Absent: the page keeps its setting. */
  hiddenFromSearch: z.boolean().optional(),
});
export type TUpdatePageInfoRequest = z.infer<typeof ZUpdatePageInfoRequest>;

// ---------- navigation ----------

export const ZNavigationItem = z.object({ id: z.string().min(1).max(64), pageId: z.uuid(), appearance: z.enum(['default', 'button']) });
export const ZNavigationContainer = z.object({
  id: z.string().min(1).max(64),
  label: localized(cleanText(z.string().trim().max(80, 'navigation.labelTooLong'))),
  pageId: z.uuid().nullable().optional(),
  children: z.array(ZNavigationItem).max(100),
});
export const ZNavigationState = z.object({ containers: z.array(ZNavigationContainer).max(30) });
export type TNavigationState = z.infer<typeof ZNavigationState>;

/** GET /navigation?includeDrafts=true — the working navigation; POST /navigation saves it (a draft). */
export const ZNavigationQuery = z.object({ includeDrafts: z.enum(['true', 'false']).optional() });
export const ZSaveNavigationRequest = z.object({ navigation: ZNavigationState });
export const ZNavigationAnswer = z.object({ navigation: ZNavigationState, changed: z.boolean() });

// ---------- the whole site ----------

/** GET /site/status/publication — what is unpublished beyond the current page. */
export const ZSitePublicationStatus = z.object({
  /** Each page with changes visitors do not see yet, and those changes counted as the page's own status counts them. */
  pages: z.array(
    z.object({
      id: z.uuid(),
      name: localized(z.string()),
      slug: localized(z.string()),
      collection: z.enum(COLLECTIONS).nullable(),
      status: z.enum(['draft', 'published']),
      changes: ZPageChanges,
    }),
  ),
  navigation: z.boolean(),
  settings: z.boolean(),
  /** What publishing the settings would put live that looks wrong (a booking button without link). */
  settingsProblems: z.array(ZSettingsProblem),
});
export type TSitePublicationStatus = z.infer<typeof ZSitePublicationStatus>;

/** POST /site/publish — every changed page, the navigation and the settings in one transaction. */
export const ZPublishSiteRequest = z.object({ acknowledgedWarnings: ZAcknowledgedWarnings.optional() });
export const ZPublishedSite = z.object({ pages: z.number().int(), navigation: z.boolean(), settings: z.boolean() });

// ---------- version history ----------

export const ZPageVersionsQuery = z.object({ id: z.uuid() });
export const ZPageVersionSummary = z.object({
  id: z.uuid(),
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Who published it (name or e-mail), null when the account is gone or it was the seed. */
  createdBy: z.string().nullable(),
  current: z.boolean(),
});
export const ZPageVersionList = z.object({ versions: z.array(ZPageVersionSummary) });
export type TPageVersionSummary = z.infer<typeof ZPageVersionSummary>;

/** POST /page/version/restore — the snapshot becomes the page's working state (publish as usual). */
export const ZRestoreVersionRequest = z.object({ pageId: z.uuid(), versionId: z.uuid() });

export { VERSION_PREVIEW_PARAM } from '../content/links';
