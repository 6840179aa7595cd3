import type { Locale } from '@/shared/locales';

/** The search page's own texts (not content). */
export type SearchTexts = {
  heading: string;
  label: string;
  placeholder: string;
  submit: string;
  emptyHint: string;
  noResults: (query: string) => string;
  resultCount: (count: number, query: string) => string;
  correctedTo: (corrected: string) => string;
  results: string;
};

const de: SearchTexts = {
  heading: 'Suche',
  label: 'Suchbegriff',
  placeholder: 'Wonach suchen Sie?',
  submit: 'Suchen',
  emptyHint: 'Geben Sie einen Suchbegriff ein, um die Seiten dieser Website zu durchsuchen.',
  noResults: (query) => `Keine Treffer für «${query}».`,
  resultCount: (count, query) => `${count} Treffer für «${query}»`,
  correctedTo: (corrected) => `Keine exakten Treffer – Ergebnisse für «${corrected}»`,
  results: 'Suchergebnisse',
};

const fr: SearchTexts = {
  heading: 'Recherche',
  label: 'Terme de recherche',
  placeholder: 'Que cherchez-vous ?',
  submit: 'Rechercher',
  emptyHint: 'Saisissez un terme pour rechercher dans les pages de ce site.',
  noResults: (query) => `Aucun résultat pour « ${query} ».`,
  resultCount: (count, query) => `${count} ${count === 1 ? 'résultat' : 'résultats'} pour « ${query} »`,
  correctedTo: (corrected) => `Aucun résultat exact – résultats pour « ${corrected} »`,
  results: 'Résultats de recherche',
};

const it: SearchTexts = {
  heading: 'Ricerca',
  label: 'Termine di ricerca',
  placeholder: 'Cosa sta cercando?',
  submit: 'Cerca',
  emptyHint: 'Inserisca un termine per cercare nelle pagine di questo sito.',
  noResults: (query) => `Nessun risultato per «${query}».`,
  resultCount: (count, query) => `${count} ${count === 1 ? 'risultato' : 'risultati'} per «${query}»`,
  correctedTo: (corrected) => `Nessun risultato esatto – risultati per «${corrected}»`,
  results: 'Risultati della ricerca',
};

const en: SearchTexts = {
  heading: 'Search',
  label: 'Search term',
  placeholder: 'What are you looking for?',
  submit: 'Search',
  emptyHint: 'Enter a search term to search the pages of this site.',
  noResults: (query) => `No results for “${query}”.`,
  resultCount: (count, query) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  correctedTo: (corrected) => `No exact matches – showing results for “${corrected}”`,
  results: 'Search results',
};

const BY_LOCALE: Partial<Record<Locale, SearchTexts>> = { de, fr, it, en, rm: de };

/** German for Romansh readers, English for languages without their own texts yet. */
export function searchTexts(locale: Locale): SearchTexts {
  return BY_LOCALE[locale] ?? en;
}
