import { MARK_END, MARK_START, TEXT_BREAK } from './search-text';

import type { SnippetSegment } from '../../../shared/content/search';

export type { SnippetSegment };

/**
 * The parts of a headline that belong to a text holding a hit: the headline is cut at the breaks
 * between field texts (TEXT_BREAK) and only the texts with a marker are kept (the first text when
 * none has one), joined by an ellipsis — a snippet never runs from one field's text into another's.
 */
export function matchedTexts(headline: string): string {
  const texts = headline
    .split(TEXT_BREAK)
    .map((text) => text.trim())
    .filter(Boolean);
  const matched = texts.filter((text) => text.includes(MARK_START));
  return (matched.length ? matched : texts.slice(0, 1)).join(' … ');
}

/**
 * Splits ts_headline output (hits wrapped in control-character markers, which indexed text never
 * contains) into plain segments the view renders as text and <mark> — no HTML is ever parsed.
 */
export function splitSnippet(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  const push = (text: string, hit: boolean) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += text;
    else segments.push({ text, hit });
  };
  for (const [index, part] of matchedTexts(headline).split(MARK_START).entries()) {
    if (index === 0) {
      push(part.replaceAll(MARK_END, ''), false);
      continue;
    }
    const end = part.indexOf(MARK_END);
    if (end === -1) {
      push(part, false);
      continue;
    }
    push(part.slice(0, end), true);
    push(part.slice(end + 1).replaceAll(MARK_END, ''), false);
  }
  return segments;
}
