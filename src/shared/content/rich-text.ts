import type { RichTextNode, RichTextValue } from './types';

/** Plain text of a rich-text document (what search and "is it empty?" read). */
export function richTextPlainText(node: RichTextNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(richTextPlainText);
  const isBlockContainer = node.type === 'doc' || node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'listItem';
  return inner.join(isBlockContainer ? '\n' : '');
}

/** Builds a stored rich-text value from simple blocks (used by seeds and tests). */
export function richTextValue(blocks: Array<string | { heading: 1 | 2 | 3 | 4 | 5 | 6; text: string } | { bullets: string[] }>): RichTextValue {
  const content: RichTextNode[] = blocks.map((block) => {
    if (typeof block === 'string') return { type: 'paragraph', content: block ? [{ type: 'text', text: block }] : [] };
    if ('heading' in block) return { type: 'heading', attrs: { level: block.heading }, content: [{ type: 'text', text: block.text }] };
    return {
      type: 'bulletList',
      content: block.bullets.map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }] })),
    };
  });
  const json: RichTextNode = { type: 'doc', content };
  return { json, text: richTextPlainText(json) };
}
