import { ZAddChangelogEntry, type TAddChangelogEntry } from '../../../shared/schemas/changelog';
import type { Database } from '../../db/client';
import { changelogEntries } from '../../db/schema';
import { parseOrThrow } from '../sites/create-site';

/** Adds (or rewrites) the entry of a date; operators only, through `changelog:add`. */
export async function addChangelogEntry(db: Database, input: TAddChangelogEntry): Promise<{ date: string }> {
  const { date, texts } = parseOrThrow(ZAddChangelogEntry, input);
  // An empty translation is as good as none: readers fall back to German.
  await db.insert(changelogEntries).values({ date, texts }).onConflictDoUpdate({ target: changelogEntries.date, set: { texts } });
  return { date };
}
