import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locales';
import { user } from './auth';

export const BUSINESS_KINDS = ['optician', 'healthOptics', 'other'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  locales: text('locales').array().notNull().$type<Locale[]>(),
  defaultLocale: text('default_locale').notNull().$type<Locale>(),
  /** Health-optics businesses get the boxes reserved for them. */
  healthOptics: boolean('health_optics').notNull().default(false),
  /** What the business is (the wizard's question): optician, health optics (an optician in the programme) or other. */
  businessKind: text('business_kind').notNull().default('optician').$type<BusinessKind>(),
  /** Every member must sign in with a second factor (the owners' site setting). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** Working settings (SiteSettings) and the published copy visitors see. */
  settings: jsonb('settings').notNull().default({}),
  publishedSettings: jsonb('published_settings'),
  /** Bumped on every save of the working settings; a save based on another version is refused (409). */
  settingsVersion: integer('settings_version').notNull().default(1),
  /**
   * Set by a platform admin (the console): visitors get the neutral 503 page, members may read but
   * every write is refused. Null = running.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /**
   * Set by a platform admin (the console's delete): the site is served like an unknown host and
   * its members are refused; restorable until the daily purge removes it 30 days later (rows,
   * media objects, domains). Its domains stay taken until then. Null = not deleted.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The site's own media storage quota in bytes (the console's); null = SITE_STORAGE_QUOTA_MB. */
  storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DOMAIN_KINDS = ['platform', 'custom'] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/**
 * Host names (lower case, no port) mapped to the site they serve. A host serves its site only once
 * verified: operators' hosts (`site:create --host`) and platform subdomains are verified when added,
 * an owner's own domain when its DNS points at the platform. One domain per site is primary:
 * canonical URLs and the sitemap use it, and the site's other hosts answer 308 to it.
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    host: text('host').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** `platform`: `{slug}.{PLATFORM_DOMAIN}`; `custom`: every other host (operator's or owner's). */
    kind: text('kind').notNull().default('custom').$type<DomainKind>(),
    /** When its DNS was seen pointing here (or when an operator added it); null = not yet, not served. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).defaultNow(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The last DNS check of an unverified domain and what it found wrong (a message key), for the panel. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    lastCheckError: text('last_check_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_domains_site_idx').on(t.siteId),
    uniqueIndex('site_domains_primary_uq').on(t.siteId).where(sql`${t.isPrimary}`),
    check('site_domains_kind_check', sql`${t.kind} in ('platform', 'custom')`),
  ],
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
    /** The member's last sign-in on one of this site's hosts (the team panel shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.siteId] }),
    index('memberships_site_idx').on(t.siteId),
    check('memberships_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'optician')`),
  ],
);

/**
 * An invitation by e-mail: to a site with a role (an owner's or admin's), or — without site and
 * role — to sign up on the platform when `SIGNUP=invite` (an operator's). The link carries a random
 * token; only its SHA-256 is stored, so the table cannot be replayed into links. Single use
 * (`accepted_at`), revocable, expires (7 days).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    /** The editor language the invitation mail is written in (the inviter's, or the one chosen). */
    locale: text('locale').notNull().default('de'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_site_idx').on(t.siteId),
    index('invitations_email_idx').on(t.email),
    check('invitations_role_check', sql`${t.role} is null or ${t.role} in ('owner', 'admin', 'editor', 'optician')`),
    check('invitations_scope_check', sql`(${t.siteId} is null) = (${t.role} is null)`),
  ],
);
