import { ZUpdatePreferencesRequest } from '../../../shared/schemas/preferences';
import type { EditorLocale } from '../../../shared/i18n/config';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { parseOrThrow } from '../sites/create-site';

/** Stores a person's editor language (one row per person, written over on each change). */
export async function setEditorLanguage(db: Database, options: { userId: string; editorLanguage: EditorLocale }): Promise<EditorLocale> {
  const { editorLanguage } = parseOrThrow(ZUpdatePreferencesRequest, { editorLanguage: options.editorLanguage });
  await db
    .insert(userPreferences)
    .values({ userId: options.userId, editorLanguage })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { editorLanguage, updatedAt: new Date() } });
  return editorLanguage;
}
