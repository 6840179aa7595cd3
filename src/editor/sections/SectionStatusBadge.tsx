'use client';

import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import type { EditorMessages } from '../i18n/messages';
import { useEditorT } from '../i18n/use-editor-t';
import { EDITOR_FONT } from '../toolbar/ui';

type StatusKey = keyof EditorMessages['editorToolbar']['sections']['status'];
const isStatusKey = (status: string, known: object): status is StatusKey => Object.hasOwn(known, status);

const TONES: Record<string, string> = {
  draft: 'bg-amber-100 text-amber-900 ring-amber-300',
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  markedForDeletion: 'bg-rose-100 text-rose-900 ring-rose-300',
  archived: 'bg-neutral-200 text-neutral-800 ring-neutral-300',
};

/**
 * A section's item status (editor-core §2 "Language and status markers"). Drafts and pending
 * removals always show; "published" only while the section is hovered or focused, to keep the
 * page calm.
 */
export function SectionStatusBadge({ status }: { status: string }) {
  const t = useEditorT('editorToolbar');
  const { messages } = useEditorEnvironment();
  const label = isStatusKey(status, messages.editorToolbar.sections.status) ? t(`sections.status.${status}`) : status;
  return (
    <span
      data-section-status={status}
      className={cx(
        EDITOR_FONT,
        'rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1',
        TONES[status] ?? TONES.archived,
        status === 'published' && 'opacity-0 transition-opacity group-focus-within/section:opacity-100 group-hover/section:opacity-100',
      )}
    >
      {label}
    </span>
  );
}
