import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ListingCategory, ListingKind, ListingDirection, ListingOptions, ListingStatus } from '../../../shared/content/listings';
import type { RichTextValue } from '../../../shared/content/types';
import type { Localized } from '../../../shared/locales';
import { branches, staffMembers } from './business';
import { sites } from './sites';

/**
 * Job offers and marketplace items of a business (issue 16): one table, `kind` tells them apart.
 * Managed by the site's members in the "Stellen & Marktplatz" panel; visitors see `published`
 * rows only (of their site, or of every listed business when a block asks for all). Live data
 * with its own status, not part of the page draft.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<ListingKind>(),
    status: text('status').notNull().default('draft').$type<ListingStatus>(),
    title: jsonb('title').notNull().$type<Localized<string>>().default({}),
    description: jsonb('description').notNull().$type<Localized<RichTextValue>>().default({}),
    /** Languages whose title/description came from machine translation and wait for a person. */
    machineTranslated: text('machine_translated').array().notNull().default([]),
    /** Jobs: "80–100 %". */
    workQuota: text('work_quota').notNull().default(''),
    /** Jobs: the last day visitors see it (YYYY-MM-DD, the platform's day); null: no end. */
    validThrough: date('valid_through', { mode: 'string' }),
    /** Marketplace: price in CHF cents; null shows no price. */
    costCents: integer('cost_cents'),
    options: jsonb('options').notNull().$type<ListingOptions>().default({ toBePickedUp: false, subjectToPostage: false, askingPrice: false }),
    /** Marketplace: frame, object or job. */
    category: text('category').$type<ListingCategory>(),
    /** Marketplace: offering or searching. */
    direction: text('direction').notNull().default('offering').$type<ListingDirection>(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    staffMemberId: uuid('staff_member_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Title images (media ids of the same site), in order; marketplace items show the first. */
    imageIds: uuid('image_ids').array().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('listings_site_kind_idx').on(t.siteId, t.kind, t.status), index('listings_kind_status_idx').on(t.kind, t.status, t.createdAt)],
);
