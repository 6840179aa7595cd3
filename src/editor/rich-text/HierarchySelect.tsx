'use client';

import type { Editor } from '@tiptap/core';
import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { applyHierarchy, HIERARCHY_CHOICES, type Hierarchy } from './hierarchy';

/** Heading 1–3, large text, paragraph, small text (editor-core §5). */
export function HierarchySelect({ editor, value }: { editor: Editor; value: Hierarchy | null }) {
  const t = useEditorT('editorToolbar');
  return (
    <select
      aria-label={t('richText.hierarchy')}
      value={value ?? ''}
      onChange={(event) => {
        const choice = HIERARCHY_CHOICES.find((c) => c === event.target.value);
        if (choice) applyHierarchy(editor, choice);
      }}
      className={cx('h-8 rounded-lg border-0 bg-neutral-100 py-0 pr-7 pl-2 text-sm font-medium text-neutral-800 hover:bg-neutral-200', FOCUS_RING_LIGHT)}
    >
      {value === null ? <option value="" disabled /> : null}
      {HIERARCHY_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`richText.hierarchyOptions.${choice}`)}
        </option>
      ))}
    </select>
  );
}
