'use client';

import { Suspense, useEffect, useMemo, useState } from 'react';
import { RichText } from '@/blocks/_shared/RichText';
import type { EditableRichTextProps } from '@/blocks/types';
import type { PageSlugs } from '@/shared/content/links';
import type { RichTextValue } from '@/shared/content/types';
import { readDraft } from '../safety/drafts';
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

/** The shape a stored draft of a rich text has (it was checked when it was typed). */
function isStoredRichText(value: unknown): value is RichTextValue | null {
  if (value === null) return true;
  if (typeof value !== 'object' || !('json' in value) || !('text' in value)) return false;
  const { json, text } = value;
  return typeof text === 'string' && typeof json === 'object' && json !== null && 'type' in json && json.type === 'doc';
}

/**
 * Text typed before a reload and not known to be saved (see `safety/drafts.ts`), read after
 * hydration: the read-only text shows it until Tiptap has loaded and takes it over, so the
 * newest text is on screen at once, never the older one the server rendered.
 */
function useUnsavedDraft(props: EditableRichTextProps): RichTextValue | null | undefined {
  const { site, page } = useEditorEnvironment();
  const { groupId, slot, locale } = props;
  const [draft, setDraft] = useState<RichTextValue | null | undefined>(undefined);
  useEffect(
    () => setDraft(readDraft({ siteId: site.id, pageId: page.id, groupId, slot, locale }, isStoredRichText)),
    [site.id, page.id, groupId, slot, locale],
  );
  return draft;
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
  const draft = useUnsavedDraft(props);
  const attributes = { 'data-slot': slot, 'data-field-id': fieldId ?? undefined };
  const live = <RichText value={toolbar.active && draft !== undefined ? draft : value} ctx={{ locale, mode: 'edit', pages }} className={className} />;
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
