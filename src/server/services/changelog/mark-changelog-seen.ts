import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { changelogEntries, changelogSeen } from '../../db/schema';

/** Records that these entries were shown to the person; unknown dates are ignored, repeats change nothing. */
export async function markChangelogSeen(db: Database, options: { userId: string; dates: string[] }): Promise<{ marked: number }> {
  const known = await db.select({ date: changelogEntries.date }).from(changelogEntries).where(inArray(changelogEntries.date, options.dates));
  if (known.length === 0) return { marked: 0 };
  const inserted = await db
    .insert(changelogSeen)
    .values(known.map(({ date }) => ({ userId: options.userId, date })))
    .onConflictDoNothing()
    .returning({ date: changelogSeen.date });
  return { marked: inserted.length };
}
