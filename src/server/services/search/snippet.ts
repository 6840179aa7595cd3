import { MARK_END, MARK_START } from './search-text';

import type { SnippetSegment } from '../../../shared/content/search';

export type { SnippetSegment };

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
  for (const [index, part] of headline.split(MARK_START).entries()) {
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
