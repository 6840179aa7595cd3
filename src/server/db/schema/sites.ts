import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locales';
import { user } from './auth';

export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  locales: text('locales').array().notNull().$type<Locale[]>(),
  defaultLocale: text('default_locale').notNull().$type<Locale>(),
  /** Health-optics businesses get the boxes reserved for them. */
  healthOptics: boolean('health_optics').notNull().default(false),
  /** Working settings (SiteSettings) and the published copy visitors see. */
  settings: jsonb('settings').notNull().default({}),
  publishedSettings: jsonb('published_settings'),
  /** Bumped on every save of the working settings; a save based on another version is refused (409). */
  settingsVersion: integer('settings_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names (lower case, no port) mapped to the site they serve. */
export const siteDomains = pgTable(
  'site_domains',
  {
    host: text('host').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_domains_site_idx').on(t.siteId)],
);

export const MEMBER_ROLES = ['owner', 'admin', 'editor', 'optician'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<MemberRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.siteId] }),
    index('memberships_site_idx').on(t.siteId),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'optician')`),
  ],
);
