import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pageVersions, pages } from './content';
import { sites } from './sites';

/** Postgres full-text document; written with the locale's text search configuration. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * One row per published page and locale: the text visitors can find on the search page.
 * Rewritten on every publish from the page's snapshot (`version_id`); a query only returns
 * rows whose version is still the page's live one, so unpublished or removed pages never show.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => pageVersions.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** The regconfig name the document was built with (german, french, …, simple). */
    config: text('config').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Distinct lower-case words of title and body: candidates for the typo fallback. */
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    document: tsvector('document').notNull(),
    /**
     * How title and body were extracted (SEARCH_INDEX_FORMAT). Rows from before the column, and any
     * written by an older server during a rolling update, read 1; at start, sites with rows of an
     * older format are rebuilt from their published snapshots.
     */
    format: smallint('format').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'search_documents_pk', columns: [t.pageId, t.locale] }),
    index('search_documents_site_locale_idx').on(t.siteId, t.locale),
    index('search_documents_document_idx').using('gin', t.document),
  ],
);
