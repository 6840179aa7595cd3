'use client';

import type { Editor } from '@tiptap/core';
import { Link2, Pencil, Unlink } from 'lucide-react';
import type { LinkValue } from '@/shared/content/links';
import { useEditorEnvironment } from '../context';
import { readLinkDraft } from '../lib/link-value';
import { useEditorT } from '../i18n/use-editor-t';
import { BubbleButton } from './BubbleButton';
import { draftFromMarkAttrs, markAttrsFromLink, markLabel } from './link-mark';
import { LinkForm } from './LinkForm';

type Props = { editor: Editor; editing: boolean; onEdit: () => void; onDone: () => void };

/** The link under the cursor (label, edit, remove), or the form that sets one. */
export function LinkRow({ editor, editing, onEdit, onDone }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const onLink = editor.isActive('link');
  const attrs: unknown = editor.getAttributes('link');
  const options = { locale: env.locale, pages: env.pages };

  function apply(link: LinkValue) {
    editor.chain().focus().extendMarkRange('link').setMark('link', markAttrsFromLink(link, options)).run();
    onDone();
  }
  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  }

  if (editing) {
    return (
      <div className="border-t border-neutral-100 p-2">
        <LinkForm initial={onLink ? draftFromMarkAttrs(attrs) : readLinkDraft(null)} onSubmit={apply} onRemove={onLink ? remove : undefined} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1 border-t border-neutral-100 px-1 pt-1">
      <Link2 aria-hidden="true" className="ml-1 size-3.5 shrink-0 text-neutral-400" />
      <span className="min-w-0 flex-1 truncate px-1 text-xs font-medium text-sky-800">{markLabel(attrs, options)}</span>
      <BubbleButton label={t('richText.editLink')} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-3.5" />
      </BubbleButton>
      <BubbleButton label={t('richText.removeLink')} onClick={remove}>
        <Unlink aria-hidden="true" className="size-3.5" />
      </BubbleButton>
    </div>
  );
}
