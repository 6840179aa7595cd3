import { type EditorLocale, defaultEditorLanguage } from '../../../shared/i18n/config';
import type { Database } from '../../db/client';
import { getEditorLanguage } from './get-editor-language';

/**
 * The language the editor speaks to a person: their stored choice, else the site's default when
 * the editor is written in it, else German (editor-panels §9; never the browser's languages).
 */
export async function resolveEditorLanguage(db: Database, options: { userId: string; siteDefault: string }): Promise<EditorLocale> {
  return (await getEditorLanguage(db, { userId: options.userId })) ?? defaultEditorLanguage(options.siteDefault);
}
