import { and, desc, eq } from 'drizzle-orm';
import type { EditorLocale } from '../../../shared/i18n/config';
import type { ChangelogAnswer } from '../../../shared/schemas/changelog';
import type { Database } from '../../db/client';
import { changelogEntries, changelogSeen } from '../../db/schema';

/**
 * What's new for one person, newest first: only the entries they have not been shown yet, unless
 * `showAll` (the dialog after closing shows everything). Texts in the editor language, else German.
 */
export async function listChangelog(db: Database, options: { userId: string; language: EditorLocale; showAll: boolean }): Promise<ChangelogAnswer> {
  const rows = await db
    .select({ date: changelogEntries.date, texts: changelogEntries.texts, seenAt: changelogSeen.seenAt })
    .from(changelogEntries)
    .leftJoin(changelogSeen, and(eq(changelogSeen.date, changelogEntries.date), eq(changelogSeen.userId, options.userId)))
    .orderBy(desc(changelogEntries.date));
  const all = rows.map((row) => ({ date: row.date, text: row.texts[options.language] || row.texts.de, seen: row.seenAt !== null }));
  const unseen = all.filter((entry) => !entry.seen).length;
  return { entries: options.showAll ? all : all.filter((entry) => !entry.seen), unseen };
}
