import { findOutdatedTranslations } from '../../pages/find-outdated-translations';
import type { PageCheck } from '../types';
import { perBoxAndLanguage } from './per-box-and-language';

/**
 * Translations written before their source text changed (warning): visitors in that language keep
 * reading the old text until someone refreshes or confirms it ("Veraltet" in the translations
 * dialog). One entry per box and language, only for languages the page is shown in.
 */
export const outdatedTranslations: PageCheck = async ({ db, site, tree }) => {
  const pageId = tree.page.id;
  const boxes = new Set(tree.groups.map((group) => group.id));
  const texts = (await findOutdatedTranslations(db, { site, pageId })).filter((text) => boxes.has(text.groupId));
  return perBoxAndLanguage(texts, { pageId, code: 'translationOutdated', severity: 'warning' });
};
