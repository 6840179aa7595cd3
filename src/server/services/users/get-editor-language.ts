import { eq } from 'drizzle-orm';
import { type EditorLocale, isEditorLocale } from '../../../shared/i18n/config';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

/**
 * The editor language a person chose, or null when they never chose one (the edit route then
 * takes the site's default, see `defaultEditorLanguage`). A stored language the editor no longer offers counts as none.
 */
export async function getEditorLanguage(db: Database, options: { userId: string }): Promise<EditorLocale | null> {
  const [row] = await db
    .select({ editorLanguage: userPreferences.editorLanguage })
    .from(userPreferences)
    .where(eq(userPreferences.userId, options.userId))
    .limit(1);
  return isEditorLocale(row?.editorLanguage) ? row.editorLanguage : null;
}
