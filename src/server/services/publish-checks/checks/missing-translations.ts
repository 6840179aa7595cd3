import { findMissingTranslations } from '../../pages/find-missing-translations';
import type { PageCheck } from '../types';
import { perBoxAndLanguage } from './per-box-and-language';

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
  return perBoxAndLanguage(
    texts.filter((text) => blocking.has(text.locale)),
    { pageId, code: 'translationMissing', severity: 'blocking' },
  );
};
