import { date, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { EditorLocale } from '../../../shared/i18n/config';
import { user } from './auth';

/** What's new in Webbox (platform-wide, written by operators with `changelog:add`); one entry per date. */
export const changelogEntries = pgTable('changelog_entries', {
  date: date('date', { mode: 'string' }).primaryKey(),
  /** Text per editor language; German is always there. */
  texts: jsonb('texts').notNull().$type<Partial<Record<EditorLocale, string>> & { de: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which entries a person has been shown (reported by the dialog when it closes). */
export const changelogSeen = pgTable(
  'changelog_seen',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' })
      .notNull()
      .references(() => changelogEntries.date, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);
