'use client';

import { Suspense, useMemo } from 'react';
import { RichText } from '@/blocks/_shared/RichText';
import type { EditableRichTextProps } from '@/blocks/types';
import type { PageSlugs } from '@/shared/content/links';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { lazyNamed } from '../lib/lazy-panel';
import { useToolbar } from '../toolbar/use-toolbar';
import { MachineTranslatedBadge } from '../translation/MachineTranslatedBadge';
import { useMachineTranslated } from '../translation/use-machine-translated';

// Tiptap arrives after the first screen; until then (and until it has mounted) the slot shows the live text.
const RichTextEditor = lazyNamed(() => import('./RichTextEditor'), 'RichTextEditor');

/** The page list as the live renderer's link context wants it, so page links resolve the same way. */
function usePageMap(): ReadonlyMap<string, PageSlugs> {
  const { pages } = useEditorEnvironment();
  return useMemo(() => new Map(pages.map((page) => [page.id, page])), [pages]);
}

/**
 * A rich-text slot on the edit route. Toolbar off (and until Tiptap has mounted): the live
 * renderer, read-only. Toolbar on: Tiptap with the bubble tools; a change is saved as
 * {json, text} while typing (after a pause) and once the user clicks or tabs outside the editor
 * (editor-core §4); unsent text survives a reload (`safety/`).
 */
export function EditableRichText(props: EditableRichTextProps) {
  const { value, className, slot, fieldId, locale } = props;
  const toolbar = useToolbar();
  const labels = useBlockLabels();
  // Hidden once confirmed; an edit drops the mark on the server, and the re-render after the save agrees.
  const machine = useMachineTranslated(props.machineTranslated ?? false);
  const pages = usePageMap();
  const attributes = { 'data-slot': slot, 'data-field-id': fieldId ?? undefined };
  const live = <RichText value={value} ctx={{ locale, mode: 'edit', pages }} className={className} />;
  if (!toolbar.active) return value === null ? null : <div {...attributes}>{live}</div>;
  return (
    <div {...attributes}>
      <Suspense fallback={live}>
        <RichTextEditor {...props} fallback={live} />
      </Suspense>
      {machine.shown && fieldId ? (
        <MachineTranslatedBadge
          groupId={props.groupId}
          fieldId={fieldId}
          slot={slot}
          locale={locale}
          label={labels.slot(props.blockType, slot)}
          onConfirmed={machine.dismiss}
        />
      ) : null}
    </div>
  );
}
