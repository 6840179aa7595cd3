'use client';

import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { useAfterMutation } from '../publish/status-context';
import { EDITOR_FONT, FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useToolbar } from '../toolbar/use-toolbar';
import { useEditorT } from '../i18n/use-editor-t';
import { addSection } from './group-actions';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { scrollToSectionWhenRendered } from './scroll-to-section';

// Loaded when first opened (lib/lazy-panel): the block catalogue with its previews.
const AddSectionDialog = lazyNamed(() => import('./AddSectionDialog'), 'AddSectionDialog');

type Props = {
  /** The section above this button; null at the top of the page. */
  nextTo: string | null;
  /** A page without sections shows a larger invitation instead of the slim line between sections. */
  emptyPage?: boolean;
  /** The section above is selected (tapped): the plus shows without hover. */
  selected?: boolean;
};

/** The plus between sections: opens the box picker and adds the chosen type right below `nextTo`. */
export function AddSectionButton({ nextTo, emptyPage = false, selected = false }: Props) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const toolbar = useToolbar();
  const after = useAfterMutation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  if (!toolbar.active) return null;

  async function choose(type: string) {
    setPending(type);
    const added = await addSection(t, { pageId: env.page.id, groupName: type, nextTo });
    setPending(null);
    if (!added) return;
    setOpen(false);
    after();
    stopWatching.current?.();
    stopWatching.current = scrollToSectionWhenRendered(added.groupId);
  }

  const dialog = (
    <LazyPanel open={open} shape="picker">
      <AddSectionDialog open={open} onOpenChange={setOpen} onChoose={(type) => void choose(type)} pending={pending} />
    </LazyPanel>
  );
  if (emptyPage) {
    return (
      <div
        className={cx(
          EDITOR_FONT,
          'mx-auto my-16 flex max-w-xl flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-neutral-300 px-6 py-12 text-center',
        )}
      >
        <p className="text-sm text-neutral-500">{t('sections.emptyPage')}</p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={cx(
            'inline-flex h-10 items-center gap-2 rounded-xl bg-neutral-900 px-4 text-sm font-semibold text-white shadow-md hover:bg-neutral-800',
            FOCUS_RING_LIGHT,
          )}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('sections.add')}
        </button>
        {dialog}
      </div>
    );
  }
  return (
    <div data-add-section="" data-add-section-after={nextTo ?? 'top'} className="relative z-30 h-0">
      {/* A slim hover zone on the boundary reveals the line and the plus; keyboard focus and a selected section do too.
          On touch screens (no hover) only the tapped section's plus shows, and the zone lets taps through to the content. */}
      <div className="group/add absolute inset-x-0 -top-4 h-8 [@media(hover:none)]:pointer-events-none" data-selected={selected ? '' : undefined}>
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-sky-400 opacity-0 transition-opacity group-focus-within/add:opacity-100 group-hover/add:opacity-100 group-data-[selected]/add:opacity-100"
        />
        <button
          type="button"
          aria-label={t('sections.add')}
          title={t('sections.add')}
          onClick={() => setOpen(true)}
          className={cx(
            'absolute top-1/2 left-1/2 grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-neutral-900 text-white opacity-0 shadow-lg ring-2 ring-white transition group-hover/add:opacity-100 hover:scale-110 hover:bg-sky-600 focus-visible:opacity-100 group-data-[selected]/add:opacity-100 motion-reduce:transition-none [@media(hover:none)]:pointer-events-none [@media(hover:none)]:size-11 [@media(hover:none)]:group-data-[selected]/add:pointer-events-auto',
            // The plus at the top of the page belongs to no section: it shows with the first one selected.
            '[[data-add-section]:has(+[data-section-chrome][data-active])_&]:opacity-100 [@media(hover:none)]:[[data-add-section]:has(+[data-section-chrome][data-active])_&]:pointer-events-auto',
            FOCUS_RING_LIGHT,
          )}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {dialog}
    </div>
  );
}
