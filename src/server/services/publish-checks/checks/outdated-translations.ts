import type { TOutdatedText } from '../../../../shared/schemas/translation';
import { findOutdatedTranslations } from '../../pages/find-outdated-translations';
import { checkId, type PageCheck, type PublishCheck } from '../types';

/**
 * Translations written before their source text changed (warning): visitors in that language keep
 * reading the old text until someone refreshes or confirms it ("Veraltet" in the translations
 * dialog). One entry per box and language, only for languages the page is shown in.
 */
export const outdatedTranslations: PageCheck = async ({ db, site, tree }) => {
  const pageId = tree.page.id;
  const boxes = new Set(tree.groups.map((group) => group.id));
  const byBox = new Map<string, TOutdatedText[]>();
  for (const text of await findOutdatedTranslations(db, { site, pageId })) {
    if (!boxes.has(text.groupId)) continue;
    const key = `${text.groupId}:${text.locale}`;
    byBox.set(key, [...(byBox.get(key) ?? []), text]);
  }
  return [...byBox.values()].map((boxTexts): PublishCheck => {
    const [first] = boxTexts as [TOutdatedText];
    return {
      id: checkId(['translationOutdated', pageId, first.groupId, first.locale]),
      severity: 'warning',
      code: 'translationOutdated',
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
