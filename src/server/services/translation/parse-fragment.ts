import { decodeEntities, type Fragment } from './markup';
import { TranslationError } from './types';

/** A piece of the translated fragment: text in one mark set (null = unmarked), or a line break. */
export type InlineToken = { kind: 'text'; text: string; mark: number | null } | { kind: 'break' };

/** A tag at the cursor: `<span …>`, `</span>`, `<br>`, `<br/>`; quotes, spaces and case as engines vary them. */
const TAG = /<\s*(\/)?\s*([a-zA-Z][a-zA-Z0-9-]*)([^<>]*?)(\/)?\s*>/y;
const ATTRIBUTE = /\bdata-([mg])\s*=\s*(?:"\s*(\d+)\s*"|'\s*(\d+)\s*'|(\d+))/i;

type Open = { kind: 'mark'; index: number } | { kind: 'term' };

function badAnswer(detail: string): TranslationError {
  return new TranslationError('badAnswer', detail);
}

/**
 * Reads an engine's answer for one fragment back into tokens. Tolerant of what engines do to
 * markup (spacing, quoting, self-closing placeholders, a term written into its placeholder, a bare
 * "<" or "&" after unescaping), strict about what would lose content: a tag we did not send, a
 * mark index or placeholder that is not ours, unbalanced spans, a placeholder missing or doubled,
 * or a formatted run dropped. Those throw TranslationError('badAnswer').
 */
export function parseFragment(html: string, fragment: Pick<Fragment, 'terms' | 'markCount'>): InlineToken[] {
  const tokens: InlineToken[] = [];
  const stack: Open[] = [];
  const termsSeen = new Array<number>(fragment.terms.length).fill(0);
  const marksSeen = new Set<number>();
  const currentMark = (): number | null => {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      const open = stack[i];
      if (open?.kind === 'mark') return open.index;
    }
    return null;
  };
  const pushText = (text: string) => {
    if (text === '' || stack.at(-1)?.kind === 'term') return;
    const mark = currentMark();
    const last = tokens.at(-1);
    if (last?.kind === 'text' && last.mark === mark) last.text += text;
    else tokens.push({ kind: 'text', text, mark });
  };

  let cursor = 0;
  while (cursor < html.length) {
    const lt = html.indexOf('<', cursor);
    if (lt === -1) {
      pushText(decodeEntities(html.slice(cursor)));
      break;
    }
    pushText(decodeEntities(html.slice(cursor, lt)));
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) {
      // Not a tag at all ("a < b" after an engine unescaped it): ordinary text.
      pushText('<');
      cursor = lt + 1;
      continue;
    }
    cursor = TAG.lastIndex;
    const [, closing, rawName = '', attributes = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    if (name === 'br') {
      tokens.push({ kind: 'break' });
      continue;
    }
    if (name !== 'span') throw badAnswer(`Unexpected tag <${closing ?? ''}${name}> in the answer`);
    if (closing) {
      if (!stack.pop()) throw badAnswer('A closing </span> without its opening tag');
      continue;
    }
    const attribute = ATTRIBUTE.exec(attributes);
    if (!attribute) throw badAnswer('A <span> that is not one of ours');
    const kind = attribute[1]?.toLowerCase();
    const index = Number(attribute[2] ?? attribute[3] ?? attribute[4]);
    if (kind === 'g') {
      const term = fragment.terms[index];
      if (term === undefined) throw badAnswer(`Unknown glossary placeholder ${index}`);
      termsSeen[index] = (termsSeen[index] ?? 0) + 1;
      pushText(term);
      if (!selfClosing) stack.push({ kind: 'term' });
      continue;
    }
    if (index >= fragment.markCount) throw badAnswer(`Unknown formatting span ${index}`);
    marksSeen.add(index);
    if (!selfClosing) stack.push({ kind: 'mark', index });
  }

  if (stack.length > 0) throw badAnswer('A <span> was not closed');
  const lostTerm = termsSeen.findIndex((count) => count !== 1);
  if (lostTerm !== -1) throw badAnswer(`Glossary placeholder ${lostTerm} appears ${termsSeen[lostTerm]} times in the answer`);
  if (marksSeen.size < fragment.markCount) throw badAnswer('A formatted run (bold, link, …) is missing from the answer');
  return tokens;
}
