/** Serbian Cyrillic letters in the Latin alphabet (Gaj's): one letter or digraph each, no context rules. */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
};

/**
 * A Serbian text in Latin script (the site language `sr` is written in Latin), for sources that only
 * have Cyrillic. A capital digraph letter becomes "Lj"/"Nj"/"Dž": title case, right for words.
 */
export function serbianLatin(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, (char) => {
    const lower = char.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) return char;
    return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}
