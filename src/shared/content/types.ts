import type { Locale, Localized } from '../locales';

/** Workflow status of pages and groups (spec §3.1). */
export const ITEM_STATUSES = ['draft', 'published', 'archived', 'deleted', 'markedForDeletion'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const COLLECTIONS = ['team', 'service', 'testimonial', 'map'] as const;
/** The collections an owner manages from the toolbar (spec: only these three are active). */
export const ACTIVE_COLLECTIONS = ['team', 'service', 'testimonial'] as const satisfies readonly (typeof COLLECTIONS)[number][];
export type ActiveCollection = (typeof ACTIVE_COLLECTIONS)[number];
export type Collection = (typeof COLLECTIONS)[number];

export const PAGE_ROLES = ['home', 'search', 'imprint', 'privacy', 'contact', 'terms'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** Special page keys (spec §2.1): stable handles for pages whatever their slugs. */
export const SPECIAL_PAGE_KEYS = [
  '~home',
  '~contact',
  '~imprint',
  '~privacy',
  '~terms',
  'search',
  '~urban-golf-start',
  '~urban-golf-share',
  '~urban-golf-play',
  '~urban-golf-edit',
  '~urban-golf-coupon',
] as const;
export type SpecialPageKey = (typeof SPECIAL_PAGE_KEYS)[number];

/** Slugs the router keeps for itself; no page may take them. */
export const SYSTEM_SLUGS = ['login', 'edit', 'signup', 'new-site', 'account', 'forgot-password', 'reset-password', 'invitation', 'platform'] as const;

export type PageMeta = {
  name: Localized<string>;
  description?: Localized<string>;
  disallowedLanguages: Locale[];
  /** scrypt hash (better-auth's format) when the page is password protected. */
  passwordHash?: string | null;
  /** Left out of site search ("Nicht in der Suche"): pages like a block catalogue that match every query. */
  hiddenFromSearch?: boolean;
};

/** The editable state of a page; stored twice (draft and published). */
export type PageState = {
  slug: Localized<string>;
  meta: PageMeta;
};

export type GroupMeta = { disallowedLanguages: Locale[] };

export type OptionValue = string | number | boolean | null | string[] | number[][] | Record<string, unknown>;

/** One entry of a collection container's list: a collection page, shown or in the archive. */
export type CollectionItemRef = { pageId: string; visible: boolean };

export type GroupState = {
  position: number;
  options: Record<string, OptionValue>;
  meta: GroupMeta;
  /**
   * Collection containers only: the order of their items and which are archived. Pages of the
   * collection not listed are shown after the listed ones, oldest first.
   */
  items?: CollectionItemRef[];
};

/** Rich text as stored: the editor's JSON document and its plain text. */
export type RichTextValue = { json: RichTextNode; text: string };

export type RichTextMark = { type: string; attrs?: Record<string, unknown> };
export type RichTextNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  marks?: RichTextMark[];
  text?: string;
};

export type FieldContent =
  | { type: 'single'; value: string | null }
  | { type: 'localizedSingleValue'; values: Localized<string | null> }
  | { type: 'localizedRichText'; values: Localized<RichTextValue | null> };

/**
 * A translation written before its source text changed (issue 31): the source language and the
 * source's plain text as it was when the translation was last current.
 */
export type OutdatedTranslation = { sourceLocale: Locale; source: string };

export type FieldState = {
  content: FieldContent | null;
  options: Record<string, OptionValue>;
  mediaId: string | null;
  visible: boolean;
  /** Languages whose text is a machine translation nobody has edited or confirmed yet (issue 15). */
  machineTranslated?: Locale[];
  /** Per language, a translation whose source text changed since (issue 31), until refreshed, edited or confirmed. */
  outdated?: Partial<Record<Locale, OutdatedTranslation>>;
};

export type NavigationItem = { id: string; pageId: string; appearance: 'default' | 'button' };
export type NavigationContainer = {
  id: string;
  label: Localized<string>;
  /** A container may link a page itself and/or hold children. */
  pageId?: string | null;
  children: NavigationItem[];
};
export type NavigationState = { containers: NavigationContainer[] };

/** A rendered tree: a page with its groups and their fields, in one state. */
export type FieldNode = FieldState & {
  id: string;
  slot: string;
  /** The row's version, in working (draft) trees only: the base of the editor's next save. */
  version?: number;
};
export type GroupNode = GroupState & {
  id: string;
  /** As FieldNode's. */
  version?: number;
  type: string;
  status: ItemStatus;
  fields: Record<string, FieldNode>;
};
export type PageNode = PageState & {
  id: string;
  siteId: string;
  collection: Collection | null;
  role: PageRole | null;
  specialKey: SpecialPageKey | null;
  status: ItemStatus;
};
export type PageTree = { page: PageNode; groups: GroupNode[] };
