/**
 * The inline HTML our fragments are written in. Only these few shapes are ever produced, so the
 * parser that reads answers back (`parse-fragment.ts`) can stay small and strict about them.
 */

/** A formatted run: K indexes the fragment's table of distinct mark sets. */
export function markOpen(index: number): string {
  return `<span data-m="${index}">`;
}
export const MARK_CLOSE = '</span>';
export const BREAK = '<br>';

/**
 * A glossary term. Empty, so there is nothing for the engine to translate or reorder inside it;
 * `translate="no"` is the HTML way of saying so, which DeepL and LLMs honour and which engines
 * that translate text nodes leave alone anyway.
 */
export function termPlaceholder(index: number): string {
  return `<span translate="no" data-g="${index}"></span>`;
}

/** One unit sent to the engine, with what is needed to read its answer back. */
export type Fragment = {
  html: string;
  /** The glossary terms the placeholders stand for, by their data-g index. */
  terms: string[];
  /** How many distinct mark sets the data-m spans index. */
  markCount: number;
};

/** Text content only ever needs &, < and > escaped: our attributes are digits we write ourselves. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the entities engines write in text. Unknown names stay as they are: a bare "&" (as
 * LibreTranslate answers after unescaping its own output) is ordinary text, not an error.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Splits the whitespace around a fragment off. Engines trim it (and some add their own), so it is
 * kept out of the request and put back around the answer.
 */
export function splitOuterWhitespace(html: string): { lead: string; core: string; trail: string } {
  const lead = /^\s*/.exec(html)?.[0] ?? '';
  const rest = html.slice(lead.length);
  const trail = /\s*$/.exec(rest)?.[0] ?? '';
  return { lead, core: rest.slice(0, rest.length - trail.length), trail };
}

/** Whether a fragment holds anything to translate besides tags, placeholders and whitespace. */
export function hasTranslatableText(html: string): boolean {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim() !== '';
}
