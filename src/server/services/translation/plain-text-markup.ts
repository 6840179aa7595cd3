import { protectTerms } from './glossary';
import { BREAK, type Fragment } from './markup';
import { parseFragment } from './parse-fragment';

/** A value turned into fragments, and the way back from their answers. */
export type MarkupPlan<T> = { fragments: Fragment[]; rebuild(answers: readonly string[]): T };

/** A plain text as one fragment: escaped, terms protected, line breaks as <br> so engines keep them. */
export function plainTextPlan(text: string, matcher: RegExp | null): MarkupPlan<string> {
  const terms: string[] = [];
  const html = text
    .split('\n')
    .map((line) => protectTerms(line, matcher, terms))
    .join(BREAK);
  const fragment: Fragment = { html, terms, markCount: 0 };
  return {
    fragments: [fragment],
    rebuild: ([answer = '']) =>
      parseFragment(answer, fragment)
        .map((token) => (token.kind === 'break' ? '\n' : token.text))
        .join(''),
  };
}
