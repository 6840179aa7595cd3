import type { BlockLabels } from '@/shared/i18n/block-labels';
import type { Locale } from '@/shared/locales';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import type { EditorT } from '../../i18n/messages';

/** The problem in the editor language: the code's sentence with the box's slot and the language named. */
export function checkSentence(check: TPublishCheck, t: EditorT<'editorPublish'>, labels: BlockLabels, languageName: (locale: Locale) => string): string {
  const slot = check.sectionType && check.slot ? labels.slot(check.sectionType, check.slot) : '';
  const values = { ...check.params, slot, language: check.locale ? languageName(check.locale) : '', count: Number(check.params.count ?? 0) };
  return t(`codes.${check.code}`, values);
}

/** "Hero · Titel", or the page's name before it when the list covers several pages. */
export function checkPlace(check: TPublishCheck, labels: BlockLabels, settingsLabel: string, pageName: string | null): string {
  if (check.pageId === null) return settingsLabel;
  const box = check.sectionType ? labels.type(check.sectionType) : '';
  return [pageName, box].filter(Boolean).join(' · ');
}
