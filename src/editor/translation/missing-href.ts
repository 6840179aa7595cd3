import type { EditorEnvironment } from '@/shared/editor/environment';
import type { Locale } from '@/shared/locales';
import { localeHref } from '../toolbar/locale-href';
import { FOCUS_PARAM } from './focus-field';

/**
 * The current page in edit mode in `locale`, keeping the toolbar flags; with a field, the page
 * scrolls to that text and outlines it once loaded (`useFocusParam`).
 */
export function missingTextHref(options: { page: EditorEnvironment['page']; locale: Locale; search: URLSearchParams; fieldId?: string }): string {
  const params = new URLSearchParams(options.search);
  if (options.fieldId) params.set(FOCUS_PARAM, options.fieldId);
  else params.delete(FOCUS_PARAM);
  return localeHref(options.page, options.locale, params.toString());
}
