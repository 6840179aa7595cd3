/**
 * Prices of marketplace items as people type them in Switzerland ("1290", "1'290.50", "1290,50",
 * "CHF 1'290.–") and as the form shows them back ("1'290.50"). Stored as whole cents so no
 * floating-point rounding ever reaches the database.
 */

/** An empty field is no price (the item shows none); text that is not an amount is refused. */
export type ChfParse = { ok: true; cents: number | null } | { ok: false };

/** Group marks of de-CH (ASCII and typographic apostrophes) and spaces, which never carry meaning. */
const GROUPING = /['’ʼ\s\u00a0\u202f]/g;
/** "CHF", "Fr." and "SFr." before or after the amount. */
const CURRENCY = /^(?:s?fr\.?|chf)|(?:s?fr\.?|chf)$/gi;
/** Swiss round prices: "1290.–", "1290.-", "1290,--". */
const ROUND_DASH = /[.,][-–—]{1,2}$/;

export function parseChf(input: string): ChfParse {
  let text = input.trim().replace(CURRENCY, '').replace(GROUPING, '');
  if (text === '') return { ok: true, cents: null };
  text = text.replace(ROUND_DASH, '');
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false };
  const separators = [...text.matchAll(/[.,]/g)];
  const last = separators.at(-1);
  let whole = text;
  let fraction = '';
  // The last mark is the decimal point when 1–2 digits follow it; three digits follow a thousands
  // mark ("1.290" is 1290 francs — nobody prices to the tenth of a centime).
  if (last?.index !== undefined && text.length - last.index - 1 <= 2) {
    whole = text.slice(0, last.index);
    fraction = text.slice(last.index + 1);
    // One mark cannot be both: "12.345.6" is a typo, not 12'345.60.
    if (fraction === '' || whole.includes(last[0])) return { ok: false };
  }
  // What is left may only use marks as thousands groups of exactly three digits.
  if (/[.,]/.test(whole) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return { ok: false };
  const digits = whole.replace(/[.,]/g, '');
  if (digits === '') return { ok: false };
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { ok: true, cents } : { ok: false };
}

/** "1'290.50" — de-CH grouping with an ASCII apostrophe, always two decimals. */
export function formatChfInput(cents: number): string {
  const francs = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${String(francs).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${rest}`;
}
