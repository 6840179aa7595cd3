import type { TMissingText } from '../../../../shared/schemas/translation';
import { findMissingTranslations } from '../../pages/find-missing-translations';
import { checkId, type PageCheck, type PublishCheck } from '../types';

/**
 * Texts filled in one language and empty in another the page is live in (blocking): the list the
 * translation gate refuses on (`pages/translation-gate.ts`), one entry per box and language.
 * Languages the page is not live in yet do not block and are not listed: the page stays hidden
 * there until translated (the dialog says so beside the list).
 */
export const missingTranslations: PageCheck = async ({ db, site, tree }) => {
  const pageId = tree.page.id;
  const { languages, texts } = await findMissingTranslations(db, { site, pageId });
  const blocking = new Set(languages.filter((language) => language.blocking).map((language) => language.locale));
  const byBox = new Map<string, TMissingText[]>();
  for (const text of texts) {
    if (!blocking.has(text.locale)) continue;
    const key = `${text.groupId}:${text.locale}`;
    byBox.set(key, [...(byBox.get(key) ?? []), text]);
  }
  return [...byBox.values()].map((boxTexts): PublishCheck => {
    const [first] = boxTexts as [TMissingText];
    return {
      id: checkId(['translationMissing', pageId, first.groupId, first.locale]),
      severity: 'blocking',
      code: 'translationMissing',
      pageId,
      sectionId: first.groupId,
      sectionType: first.groupType,
      slot: first.slot,
      fieldId: first.fieldId,
      locale: first.locale,
      params: { count: boxTexts.length },
    };
  });
};
