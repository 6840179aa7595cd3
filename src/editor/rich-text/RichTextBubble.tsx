'use client';

import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { ALargeSmall, Bold, Italic, Link2, List, Palette } from 'lucide-react';
import { type MouseEvent, useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { BubbleButton } from './BubbleButton';
import { ColorRow, SizeRow } from './BubbleRows';
import { currentHierarchy } from './hierarchy';
import { HierarchySelect } from './HierarchySelect';
import { LinkRow } from './LinkRow';

type Panel = 'size' | 'color' | 'link' | null;

/** Clicks on the bubble keep the editor focused (and its selection), except in form fields. */
function keepEditorFocus(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('input, select, textarea, label')) event.preventDefault();
}

/**
 * Floating tools over a selection (editor-core §2): text hierarchy, bold, italic, size, bullet
 * list, colour, link. It also appears with the cursor on a link, to show, edit or remove it.
 */
export function RichTextBubble({ editor }: { editor: Editor }) {
  const t = useEditorT('editorToolbar');
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
      hierarchy: currentHierarchy(e),
      color: (e.getAttributes('textStyle').color as string | null | undefined) ?? null,
      fontSize: (e.getAttributes('textStyle').fontSize as string | null | undefined) ?? null,
    }),
  });

  // editor-core §4: the link panel closes when the cursor is not on a link.
  useEffect(() => {
    const onSelection = () => setPanel((current) => (current === 'link' && !editor.isActive('link') ? null : current));
    editor.on('selectionUpdate', onSelection);
    return () => {
      editor.off('selectionUpdate', onSelection);
    };
  }, [editor]);

  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));
  function onLinkButton() {
    // Pressing link on a link removes it (editor-core §4).
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setPanel(null);
    } else toggle('link');
  }

  return (
    <BubbleMenu
      editor={editor}
      options={{ placement: 'top', offset: 10, flip: true, shift: { padding: 16 } }}
      shouldShow={({ editor: e, element, state: s }) =>
        e.isEditable && (e.isFocused || element.contains(document.activeElement)) && (!s.selection.empty || e.isActive('link'))
      }
      onMouseDown={keepEditorFocus}
      role="toolbar"
      aria-label={t('richText.toolbar')}
      className={cx(
        EDITOR_FONT,
        'z-40 flex max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-xl bg-white p-1 text-sm text-neutral-800 shadow-xl ring-1 ring-black/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-0.5">
        <HierarchySelect editor={editor} value={state.hierarchy} />
        <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-neutral-200" />
        <BubbleButton label={t('richText.bold')} active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
          <Bold aria-hidden="true" className="size-4" />
        </BubbleButton>
        <BubbleButton label={t('richText.italic')} active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
          <Italic aria-hidden="true" className="size-4" />
        </BubbleButton>
        <BubbleButton
          label={t('richText.size')}
          active={panel === 'size' || state.fontSize !== null}
          aria-expanded={panel === 'size'}
          onClick={() => toggle('size')}
        >
          <ALargeSmall aria-hidden="true" className="size-4" />
        </BubbleButton>
        <BubbleButton label={t('richText.bulletList')} active={state.bulletList} onClick={() => editor.chain().focus().toggleBulletList().run()}>
          <List aria-hidden="true" className="size-4" />
        </BubbleButton>
        <BubbleButton
          label={t('richText.color')}
          active={panel === 'color' || state.color !== null}
          aria-expanded={panel === 'color'}
          onClick={() => toggle('color')}
        >
          <Palette aria-hidden="true" className="size-4" />
        </BubbleButton>
        <BubbleButton label={state.link ? t('richText.removeLink') : t('richText.link')} active={state.link || panel === 'link'} onClick={onLinkButton}>
          <Link2 aria-hidden="true" className="size-4" />
        </BubbleButton>
      </div>
      {panel === 'size' ? <SizeRow editor={editor} value={state.fontSize} /> : null}
      {panel === 'color' ? <ColorRow editor={editor} value={state.color} /> : null}
      {state.link || panel === 'link' ? (
        <LinkRow editor={editor} editing={panel === 'link'} onEdit={() => setPanel('link')} onDone={() => setPanel(null)} />
      ) : null}
    </BubbleMenu>
  );
}
