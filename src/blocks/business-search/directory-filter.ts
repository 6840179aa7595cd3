/**
 * The directory's pure logic (issue 16): normalising names for search and grouping, filtering by
 * name, city and postcode, and grouping under A–Z. Shared by the server view (first render,
 * complete without JavaScript) and the search island, so both agree on every letter.
 */

/** The letter index: A–Z, then one group for names that start with anything else. */
export const DIRECTORY_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export const OTHER_LETTER = '#';
export type DirectoryLetter = (typeof DIRECTORY_LETTERS)[number] | typeof OTHER_LETTER;

/** What filtering and grouping read of a business. */
export type Searchable = { name: string; branches: readonly { city: string; postcode: string }[] };

/**
 * Lower case without accents or umlauts ("Zürich" → "zurich", "Éclat" → "eclat"), "ß" as "ss",
 * runs of spaces as one: what a visitor types matches however the name is written.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The index letter a name is grouped under: its first letter without accents ("Ä" → "A"), else "#". */
export function letterOf(name: string): DirectoryLetter {
  const first = normaliseText(name).charAt(0).toUpperCase();
  return (DIRECTORY_LETTERS as readonly string[]).includes(first) ? (first as DirectoryLetter) : OTHER_LETTER;
}

/** Words of a normalised text: runs of letters and digits ("brillen-egger" → brillen, egger). */
const wordsOf = (value: string): string[] => normaliseText(value).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every word of the query starts a word of the name, or of one branch's city or postcode:
 * "Uster" finds the town of Uster, not "Muster"; "win" finds Winterthur, "86" the postcode 8610.
 */
export function matchesQuery(business: Searchable, query: string): boolean {
  const words = wordsOf(query);
  if (words.length === 0) return true;
  const haystack = [business.name, ...business.branches.flatMap((branch) => [branch.city, branch.postcode])].flatMap(wordsOf);
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

export function filterBusinesses<B extends Searchable>(businesses: readonly B[], query: string): B[] {
  return businesses.filter((business) => matchesQuery(business, query));
}

export type LetterGroup<B> = { letter: DirectoryLetter; businesses: B[] };

/** Businesses under their index letters, A–Z then "#", each keeping the order it was given in. */
export function groupByLetter<B extends Searchable>(businesses: readonly B[]): LetterGroup<B>[] {
  const byLetter = new Map<DirectoryLetter, B[]>();
  for (const business of businesses) {
    const letter = letterOf(business.name);
    const list = byLetter.get(letter);
    if (list) list.push(business);
    else byLetter.set(letter, [business]);
  }
  const order: DirectoryLetter[] = [...DIRECTORY_LETTERS, OTHER_LETTER];
  return order.flatMap((letter): LetterGroup<B>[] => {
    const list = byLetter.get(letter);
    return list ? [{ letter, businesses: list }] : [];
  });
}

/** The letter whose group the reader is in: the last one whose top has reached the landing line. */
export function activeLetter(tops: readonly { letter: DirectoryLetter; top: number }[], line: number): DirectoryLetter | null {
  let active: DirectoryLetter | null = null;
  for (const { letter, top } of tops) {
    if (top <= line) active = letter;
    else break;
  }
  return active;
}
