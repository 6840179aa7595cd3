import { getTranslator } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';

/** Translator of the `blocks` namespace: the fixed texts of the blocks' live views. */
export type BlocksT = ReturnType<typeof getTranslator<'blocks'>>;

const translators = new Map<Locale, BlocksT>();

/**
 * The block views' translator for one language, built once (a fresh one would re-parse its
 * messages on every render). For server views only: it reads all catalogues, so client islands
 * receive resolved strings as props instead of importing this.
 */
export function blocksT(locale: Locale): BlocksT {
  let t = translators.get(locale);
  if (!t) {
    t = getTranslator(locale, 'blocks');
    translators.set(locale, t);
  }
  return t;
}
