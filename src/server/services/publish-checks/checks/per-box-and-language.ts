import type { TMissingText, TOutdatedText } from '../../../../shared/schemas/translation';
import { checkId, type PublishCheck } from '../types';

/** A text of a box in one language, as the translation lists give it. */
type BoxText = Pick<TMissingText & TOutdatedText, 'groupId' | 'groupType' | 'slot' | 'fieldId' | 'locale'>;

/**
 * The translation checks' one entry per box and language (missing and outdated texts alike): the
 * first text of each box shows where, the count says how many.
 */
export function perBoxAndLanguage(
  texts: Iterable<BoxText>,
  options: { pageId: string; code: 'translationMissing' | 'translationOutdated'; severity: PublishCheck['severity'] },
): PublishCheck[] {
  const byBox = new Map<string, BoxText[]>();
  for (const text of texts) {
    const key = `${text.groupId}:${text.locale}`;
    byBox.set(key, [...(byBox.get(key) ?? []), text]);
  }
  return [...byBox.values()].map((boxTexts): PublishCheck => {
    const [first] = boxTexts as [BoxText];
    return {
      id: checkId([options.code, options.pageId, first.groupId, first.locale]),
      severity: options.severity,
      code: options.code,
      pageId: options.pageId,
      sectionId: first.groupId,
      sectionType: first.groupType,
      slot: first.slot,
      fieldId: first.fieldId,
      locale: first.locale,
      params: { count: boxTexts.length },
    };
  });
}
