import { pagePath } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import type { EditorEnvironment } from '../../shared/editor/environment';

/**
 * The current page in another locale, staying in edit mode and keeping collection and the
 * toolbar flags (editor-core §2 "Changing locale uses slug, collection, id and mode").
 * A page without a slug in that locale falls back to the locale's home page.
 */
export function localeHref(page: EditorEnvironment['page'], locale: Locale, search: string): string {
  const path = pagePath({ locale, mode: 'edit', page }) ?? `/${locale}/edit`;
  return search ? `${path}?${search}` : path;
}
