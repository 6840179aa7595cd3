/**
 * Caps of a rich text document as the editor sends it. Tiptap's documents nest a few levels
 * (doc → list → item → paragraph → text); 32 leaves room for nested lists and quotes, and 5,000
 * nodes is far beyond any section text. Checked before the recursive schema parses the document,
 * so a document nested 1,000 levels deep is refused without recursing into it.
 */
export const RICH_TEXT_MAX_DEPTH = 32;
export const RICH_TEXT_MAX_NODES = 5000;
export const RICH_TEXT_TOO_LARGE = 'richTextTooLarge';

/** Whether a JSON value, read as a node tree through `content`, stays within the caps (iterative walk). */
export function richTextWithinLimits(value: unknown): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    nodes += 1;
    if (nodes > RICH_TEXT_MAX_NODES || depth > RICH_TEXT_MAX_DEPTH) return false;
    if (typeof node !== 'object' || node === null) continue;
    const content = (node as { content?: unknown }).content;
    if (!Array.isArray(content)) continue;
    if (content.length > RICH_TEXT_MAX_NODES) return false;
    for (const child of content) stack.push({ node: child, depth: depth + 1 });
  }
  return true;
}
