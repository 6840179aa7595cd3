import Negotiator from 'negotiator';
import { EDITOR_LOCALES, type EditorLocale, isEditorLocale, SOURCE_LOCALE } from '../../../shared/i18n/config';
import type { Database } from '../../db/client';
import { getEditorLanguage } from './get-editor-language';

/** The best editor language for a browser's `Accept-Language`, else German (the source catalogue). */
export function editorLanguageFromHeader(acceptLanguage: string | null | undefined): EditorLocale {
  if (!acceptLanguage) return SOURCE_LOCALE;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...EDITOR_LOCALES]);
  return isEditorLocale(preferred) ? preferred : SOURCE_LOCALE;
}

/** The language the edit route shows the editor in: the person's stored choice, else their browser's. */
export async function resolveEditorLanguage(db: Database, options: { userId: string; acceptLanguage: string | null }): Promise<EditorLocale> {
  return (await getEditorLanguage(db, { userId: options.userId })) ?? editorLanguageFromHeader(options.acceptLanguage);
}
