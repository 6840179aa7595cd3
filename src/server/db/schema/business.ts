import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHoursInput } from '../../../shared/content/opening-hours';
import { media } from './media';
import { sites } from './sites';

/**
 * The business profile (`src/shared/content/business.ts`): one row per site plus its branches and
 * staff, replaced as a whole by `saveBusinessProfile` (rows keep their ids, so listings can refer
 * to a branch or staff member). Live data, not a draft.
 */
export const businessProfiles = pgTable('business_profiles', {
  siteId: uuid('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
  /** `{ healthOptics: { active }, frequentlens }` (ZPrograms). */
  programs: jsonb('programs').notNull().default({}),
  /** Listed in the platform directory. */
  listed: boolean('listed').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    streetNumber: text('street_number').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    emailOverride: text('email_override').notNull().default(''),
    url: text('url').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    active: boolean('active').notNull().default(true),
    openingHours: jsonb('opening_hours').notNull().$type<OpeningHoursInput>().default({ periods: [], special: [] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branches_site_idx').on(t.siteId, t.position)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    function: text('function').notNull().default(''),
    email: text('email').notNull().default(''),
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_members_site_idx').on(t.siteId, t.position)],
);
