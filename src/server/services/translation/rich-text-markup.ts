import { richTextPlainText } from '../../../shared/content/rich-text';
import type { RichTextMark, RichTextNode, RichTextValue } from '../../../shared/content/types';
import { protectTerms } from './glossary';
import { BREAK, type Fragment, MARK_CLOSE, markOpen } from './markup';
import { parseFragment } from './parse-fragment';
import type { MarkupPlan } from './plain-text-markup';

/**
 * A textblock (paragraph, heading, …) holds only inline content: text nodes and hard breaks. It is
 * translated as one fragment so the engine sees whole sentences, marks and all. A block holding
 * any other inline node is walked into instead and left untranslated rather than losing that node.
 */
function isTextblock(node: RichTextNode): boolean {
  const content = node.content ?? [];
  return content.some((child) => child.type === 'text') && content.every((child) => child.type === 'text' || child.type === 'hardBreak');
}

function collectTextblocks(node: RichTextNode, found: RichTextNode[]): void {
  if (isTextblock(node)) found.push(node);
  else for (const child of node.content ?? []) collectTextblocks(child, found);
}

const marksKey = (marks: RichTextMark[] | undefined): string => (marks && marks.length > 0 ? JSON.stringify(marks) : '');

type Textblock = { node: RichTextNode; fragment: Fragment; markSets: RichTextMark[][] };

/**
 * One textblock as inline HTML: consecutive text nodes with the same marks form one run, a marked
 * run becomes <span data-m="K"> with K indexing the block's table of distinct mark sets (so a
 * link's href never travels through the engine), a hard break becomes <br>.
 */
function textblockFragment(node: RichTextNode, matcher: RegExp | null): Textblock {
  type Run = { key: string; marks: RichTextMark[]; text: string } | 'break';
  const runs: Run[] = [];
  for (const child of node.content ?? []) {
    const last = runs.at(-1);
    const key = marksKey(child.marks);
    if (child.type === 'hardBreak') runs.push('break');
    else if (last !== undefined && last !== 'break' && last.key === key) last.text += child.text ?? '';
    else runs.push({ key, marks: child.marks ?? [], text: child.text ?? '' });
  }
  const terms: string[] = [];
  const keys: string[] = [];
  const markSets: RichTextMark[][] = [];
  let html = '';
  for (const run of runs) {
    if (run === 'break') {
      html += BREAK;
      continue;
    }
    const inner = protectTerms(run.text, matcher, terms);
    if (run.key === '') {
      html += inner;
      continue;
    }
    let index = keys.indexOf(run.key);
    if (index === -1) {
      index = keys.push(run.key) - 1;
      markSets.push(run.marks);
    }
    html += markOpen(index) + inner + MARK_CLOSE;
  }
  return { node, fragment: { html, terms, markCount: markSets.length }, markSets };
}

/** The inline content of a translated textblock: text nodes with the marks of their run, hard breaks. */
function inlineNodes(answer: string, block: Textblock): RichTextNode[] {
  return parseFragment(answer, block.fragment).flatMap((token): RichTextNode[] => {
    if (token.kind === 'break') return [{ type: 'hardBreak' }];
    if (token.text === '') return [];
    const marks = token.mark === null ? undefined : block.markSets[token.mark];
    return [marks ? { type: 'text', text: token.text, marks: structuredClone(marks) } : { type: 'text', text: token.text }];
  });
}

/**
 * A rich text as one fragment per textblock. Only the text is translated: the document is copied,
 * and the copy's textblocks get their translated inline content back, so node types, attributes
 * (heading levels, list structure, link targets) and everything outside the textblocks stay as
 * they were. `text` is recomputed the way stored rich text computes it.
 */
export function richTextPlan(value: RichTextValue, matcher: RegExp | null): MarkupPlan<RichTextValue> {
  const json = structuredClone(value.json);
  const nodes: RichTextNode[] = [];
  collectTextblocks(json, nodes);
  const blocks = nodes.map((node) => textblockFragment(node, matcher));
  return {
    fragments: blocks.map((block) => block.fragment),
    rebuild: (answers) => {
      blocks.forEach((block, index) => {
        block.node.content = inlineNodes(answers[index] ?? '', block);
      });
      return { json, text: richTextPlainText(json) };
    },
  };
}
