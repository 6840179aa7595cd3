'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { useMemo } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { RichTextNode, RichTextValue } from '@/shared/content/types';
import { ZRichTextNode } from '@/shared/schemas/editor';
import { richTextExtensions } from '../rich-text/extensions';
import { DOCUMENT_CLASSES } from '../rich-text/rich-text-classes';
import { RichTextBubble } from '../rich-text/RichTextBubble';

const EMPTY_DOC: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };
/** editor-core §5: the rich-text placeholder, as on the page. */
const PLACEHOLDER = 'Aa';

type Props = {
  value: RichTextValue | null;
  onChange: (value: RichTextValue | null) => void;
  labelId: string;
  describedBy?: string;
};

/**
 * A listing's description in one language: the inline editor's Tiptap schema and bubble tools
 * (`richTextExtensions`, `RichTextBubble`), so what the blocks render is what was edited. Every
 * change goes into the form's draft; the form saves it with the rest.
 */
export function DescriptionEditor({ value, onChange, labelId, describedBy }: Props) {
  const extensions = useMemo(() => richTextExtensions(PLACEHOLDER), []);
  const editor = useEditor({
    extensions,
    content: value?.json ?? EMPTY_DOC,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: cx(
          'min-h-28 space-y-3 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm leading-relaxed text-neutral-900 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-500/40',
          DOCUMENT_CLASSES,
        ),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      if (current.isEmpty) return onChange(null);
      // Parsing narrows Tiptap's loose JSON to the stored shape; the form's schema check names a problem.
      const json = ZRichTextNode.safeParse(current.getJSON());
      if (json.success) onChange({ json: json.data, text: current.getText() });
    },
  });
  if (!editor) return <div className="min-h-28 rounded-lg border border-neutral-300" />;
  return (
    <div>
      <EditorContent editor={editor} />
      <RichTextBubble editor={editor} />
    </div>
  );
}
