import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EditorLocale } from '../../../shared/i18n/config';
import { user } from './auth';

/**
 * A person's own settings, the same on every site they edit. Kept beside better-auth's `user`
 * table (not in it) so the auth library's schema stays its own. A missing row means "not chosen".
 */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The editor UI's language (de, fr, it, en); null until the person picks one. */
  editorLanguage: text('editor_language').$type<EditorLocale>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
