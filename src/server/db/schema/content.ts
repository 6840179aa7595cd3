import type { Locale } from '../../../shared/locales';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  Collection,
  FieldState,
  GroupState,
  ItemStatus,
  NavigationState,
  PageRole,
  PageState,
  PageTree,
  SpecialPageKey,
} from '../../../shared/content/types';
import { user } from './auth';
import { sites } from './sites';

const statusCheck = (column: unknown) => sql`${column} in ('draft', 'published', 'archived', 'deleted', 'markedForDeletion')`;

/**
 * Every content row keeps its working state in `draft` and what visitors see in `published`
 * (null until first published). "Changed" means the two differ.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    collection: text('collection').$type<Collection>(),
    role: text('role').$type<PageRole>(),
    specialKey: text('special_key').$type<SpecialPageKey>(),
    status: text('status').notNull().default('draft').$type<ItemStatus>(),
    draft: jsonb('draft').notNull().$type<PageState>(),
    published: jsonb('published').$type<PageState>(),
    publishedVersionId: uuid('published_version_id'),
    /**
     * The languages visitors may read the page in; null = every site language. A language added to
     * the site is missing here until the page is translated into it and published (issue 15).
     */
    liveLanguages: text('live_languages').array().$type<Locale[]>(),
    /** Bumped on every change of the working state; a save based on another version is refused (409). */
    version: integer('version').notNull().default(1),
    /** The status a deleted page returns to when restored (within 30 days). */
    previousStatus: text('previous_status').$type<ItemStatus>(),
    /** When the page was deleted; purged for good 30 days later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pages_site_idx').on(t.siteId),
    uniqueIndex('pages_site_special_key_uq').on(t.siteId, t.specialKey).where(sql`${t.specialKey} is not null`),
    check('pages_status_check', statusCheck(t.status)),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    componentType: text('component_type').notNull(),
    status: text('status').notNull().default('draft').$type<ItemStatus>(),
    /** The status to return to when a pending removal is reverted. */
    previousStatus: text('previous_status').$type<ItemStatus>(),
    draft: jsonb('draft').notNull().$type<GroupState>(),
    published: jsonb('published').$type<GroupState>(),
    /** Bumped on every change of the working state; a save based on another version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('groups_page_idx').on(t.pageId), index('groups_site_idx').on(t.siteId), check('groups_status_check', statusCheck(t.status))],
);

export const fields = pgTable(
  'fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    draft: jsonb('draft').notNull().$type<FieldState>(),
    published: jsonb('published').$type<FieldState>(),
    /** Bumped on every change of the working state; a save based on another version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fields_group_slot_uq').on(t.groupId, t.slot), index('fields_site_idx').on(t.siteId)],
);

/** Immutable snapshots written on publish; live pages render the newest one. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull().$type<PageTree>(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_versions_page_version_uq').on(t.pageId, t.version)],
);

/** One navigation tree per site, draft and published. */
export const navigation = pgTable('navigation', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  draft: jsonb('draft').notNull().$type<NavigationState>(),
  published: jsonb('published').$type<NavigationState>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Slugs a page was published under before: a visitor following an old URL is sent on, permanently,
 * to the page's current one. `collection` is '' for free pages, so the unique key covers them too.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    collection: text('collection').notNull().default(''),
    slug: text('slug').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_redirects_site_path_uq').on(t.siteId, t.locale, t.collection, t.slug), index('page_redirects_page_idx').on(t.pageId)],
);
