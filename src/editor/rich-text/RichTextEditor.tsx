'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { toast } from '../toolbar/toast';
import { cx } from '@/blocks/_shared/styles';
import type { EditableRichTextProps } from '@/blocks/types';
import type { RichTextNode, RichTextValue } from '@/shared/content/types';
import { ZRichTextNode, ZRichTextValue } from '@/shared/schemas/editor';
import { RICH_TEXT_TOO_LARGE } from '@/shared/schemas/rich-text-limits';
import { useEditorT } from '../i18n/use-editor-t';
import { useBlockLabels } from '../context';
import { localizedText } from '../safety/field-text';
import { useAutosave } from '../safety/use-autosave';
import { richTextExtensions } from './extensions';
import { RichTextBubble } from './RichTextBubble';
import { DOCUMENT_CLASSES } from './rich-text-classes';

/** The live renderer's default wrapper class, used when a block passes none. */
const DEFAULT_CLASS = 'space-y-4 leading-relaxed';
const EMPTY_DOC: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };
/** editor-core §5: the rich-text placeholder. */
const PLACEHOLDER = 'Aa';

/**
 * Tiptap with the bubble tools for one rich-text slot (see EditableRichText): its own module, so
 * Tiptap and ProseMirror load after the edit route's first screen, not with it.
 */
export function RichTextEditor({ value, className, groupId, blockType, fieldId, slot, locale, fallback }: EditableRichTextProps & { fallback: ReactNode }) {
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const label = labels.slot(blockType, slot);
  const dirty = useRef(false);
  const { autosave, restored } = useAutosave<RichTextValue | null>({
    groupId,
    fieldId,
    slot,
    locale,
    label,
    value,
    change: (next) => ({ type: 'localizedRichText', locale, value: next }),
    isValue: (stored): stored is RichTextValue | null => stored === null || ZRichTextValue.safeParse(stored).success,
    text: (next) => next?.text ?? '',
    theirs: (current) => localizedText(current, locale),
  });
  const wrapper = useRef<HTMLDivElement>(null);
  const extensions = useMemo(() => richTextExtensions(PLACEHOLDER), []);
  const editor = useEditor({
    extensions,
    content: value?.json ?? EMPTY_DOC,
    // The page is server-rendered; Tiptap renders on the client only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: cx(className ?? DEFAULT_CLASS, DOCUMENT_CLASSES, 'min-h-[1.5em] cursor-text outline-offset-4 focus:outline-2 focus:outline-sky-400'),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: () => {
      dirty.current = true;
      const next = current.current();
      if (next.ok) autosave.change(next.value);
    },
  });

  /** The document as stored ({json, text}, null when empty), or why it cannot be. */
  const current = useRef((): { ok: true; value: RichTextValue | null } | { ok: false; message: string } => ({ ok: true, value: null }));
  current.current = () => {
    if (!editor || editor.isEmpty) return { ok: true, value: null };
    // Parsing narrows Tiptap's loose JSON type to the stored shape (and applies the size limits early).
    const json = ZRichTextNode.safeParse(editor.getJSON());
    // zod's own wording is English: the editor says it in its language.
    if (!json.success)
      return { ok: false, message: t(json.error.issues.some((issue) => issue.message === RICH_TEXT_TOO_LARGE) ? 'richText.tooLarge' : 'richText.invalid') };
    return { ok: true, value: { json: json.data, text: editor.getText() } };
  };

  // An unsent draft of an earlier visit replaces the server's document until it is saved.
  useEffect(() => {
    if (!editor || restored === undefined) return;
    dirty.current = true;
    editor.commands.setContent(restored?.json ?? EMPTY_DOC, { emitUpdate: false });
  }, [editor, restored]);

  // A new value from the server replaces the document, unless the user is editing it right now.
  useEffect(() => {
    if (!editor || editor.isFocused || dirty.current) return;
    const next = value?.json ?? EMPTY_DOC;
    if (JSON.stringify(editor.getJSON()) !== JSON.stringify(next)) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const commit = useRef(async () => {});
  commit.current = async () => {
    if (!editor || !dirty.current) return;
    const next = current.current();
    if (!next.ok) {
      toast.error(next.message);
      return;
    }
    dirty.current = false;
    if (!(await autosave.commit(next.value))) dirty.current = true;
  };

  // Saved once focus leaves the editor and its bubble (selects and the link form are still editing).
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !editor) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) void commit.current();
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, [editor]);

  if (!editor) return fallback;
  return (
    <div ref={wrapper}>
      <EditorContent editor={editor} />
      <RichTextBubble editor={editor} />
    </div>
  );
}
