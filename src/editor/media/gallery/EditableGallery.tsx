'use client';

import { ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { MediaGalleryClient } from '@/blocks/media-gallery/MediaGallery.client';
import { cx } from '@/blocks/_shared/styles';
import type { EditableGalleryProps } from '@/blocks/types';
import { saveItem } from '../../save-item';
import { useSaveHandler } from '../../slots/use-save-handler';
import { FOCUS_RING_LIGHT } from '../../toolbar/ui';
import { useToolbar } from '../../toolbar/use-toolbar';
import { LazyMediaLibrary } from '../LazyMediaLibrary';
import { useEditorT } from '../../i18n/use-editor-t';
import { useGalleryDelete } from './use-gallery-delete';

const CONTROL = cx(
  'inline-flex h-8 items-center gap-1.5 rounded-lg bg-white/95 px-2.5 font-sans text-xs font-semibold text-neutral-900 normal-case tracking-normal shadow-md ring-1 ring-black/10 hover:bg-white disabled:opacity-60',
  FOCUS_RING_LIGHT,
);
// Hidden until the tile is hovered (hover-capable pointers only), focused or selected (touch).
const DELETE = cx(
  CONTROL,
  'absolute top-2 right-2 z-20 px-2 text-rose-700 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 group-data-[selected]:opacity-100',
);

/**
 * A media gallery on the edit route. Toolbar off: the live gallery, lightbox included. Toolbar on:
 * no lightbox; each image gets a delete button (on touch screens the first tap selects the image,
 * a tap on its delete button then deletes) and "add images" appends library picks to the option.
 */
export function EditableGallery({ groupId, locale, items, imageIds, layout, gap }: EditableGalleryProps) {
  const t = useEditorT('editorMedia');
  const toolbar = useToolbar();
  const run = useSaveHandler();
  const { deleting, remove } = useGalleryDelete();
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const pointer = useRef('');

  if (!toolbar.active) return <MediaGalleryClient items={items} layout={layout} gap={gap} locale={locale} />;

  const add = (id: string) => {
    if (imageIds.includes(id)) return;
    void run(() => saveItem({ itemType: 'group', linkId: groupId, data: { options: { images: [...imageIds, id] } } }));
  };

  return (
    <div data-editable-gallery="" className="relative">
      <MediaGalleryClient
        items={items}
        layout={layout}
        gap={gap}
        locale={locale}
        lightbox={false}
        selectedId={selected}
        tileLabel={(item) => t('gallery.select', { alt: item.label })}
        onTileClick={(item) => setSelected((current) => (current === item.id ? null : item.id))}
        overlay={(item) => (
          <button
            type="button"
            aria-label={t('gallery.remove', { alt: item.label })}
            className={DELETE}
            disabled={deleting !== null}
            onPointerDown={(event) => {
              pointer.current = event.pointerType;
            }}
            onClick={() => {
              const touch = pointer.current === 'touch';
              pointer.current = '';
              // A touch on an unselected image (its button is invisible) only selects it.
              if (touch && selected !== item.id) setSelected(item.id);
              else void remove(item.id);
            }}
          >
            {deleting === item.id ? <Loader2 aria-hidden="true" className="size-3.5 animate-spin" /> : <Trash2 aria-hidden="true" className="size-3.5" />}
          </button>
        )}
      />
      <div className="mt-4 flex justify-center">
        <button type="button" className={CONTROL} onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" className="size-3.5" />
          {t('gallery.add')}
        </button>
      </div>
      <LazyMediaLibrary
        open={open}
        onOpenChange={setOpen}
        accept="image"
        onPick={(picked) => {
          setOpen(false);
          add(picked.id);
        }}
      />
    </div>
  );
}
