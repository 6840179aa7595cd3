import type { Editor } from '@tiptap/core';

/** editor-core §5: the text hierarchy choices, top to bottom. */
export const HIERARCHY_CHOICES = ['h1', 'h2', 'h3', 'large', 'paragraph', 'small'] as const;
export type Hierarchy = (typeof HIERARCHY_CHOICES)[number];

/** The block at the cursor as a hierarchy choice; null for levels 4–6 kept from older content. */
export function currentHierarchy(editor: Editor): Hierarchy | null {
  for (const level of [1, 2, 3] as const) if (editor.isActive('heading', { level })) return `h${level}`;
  if (editor.isActive('heading')) return null;
  const size: unknown = editor.getAttributes('paragraph').textHierarchy;
  return size === 'large' || size === 'small' ? size : 'paragraph';
}

export function applyHierarchy(editor: Editor, choice: Hierarchy): void {
  const chain = editor.chain().focus();
  if (choice === 'h1' || choice === 'h2' || choice === 'h3') {
    chain.setHeading({ level: Number(choice.slice(1)) as 1 | 2 | 3 }).run();
    return;
  }
  chain
    .setParagraph()
    .updateAttributes('paragraph', { textHierarchy: choice === 'paragraph' ? null : choice })
    .run();
}
