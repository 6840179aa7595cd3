'use client';

import { ImagePlus, LetterText, Trash2, Video } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { EditableMediaProps } from '@/blocks/types';
import { isAltMissing } from '@/shared/content/media-alt';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { saveItem } from '../save-item';
import { useSaveHandler } from '../slots/use-save-handler';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useToolbar } from '../toolbar/use-toolbar';
import { LazyMediaLibrary } from './LazyMediaLibrary';
import { useMediaTexts } from './use-media-texts';

const CONTROL = cx(
  'inline-flex h-8 items-center gap-1.5 rounded-lg bg-white/95 px-2.5 font-sans text-xs font-semibold text-neutral-900 normal-case tracking-normal shadow-md ring-1 ring-black/10 hover:bg-white',
  FOCUS_RING_LIGHT,
);
const POSITIONED = /(^|\s)(absolute|relative|fixed|sticky)(\s|$)/;
/** A wrapper laid over its container (a background image): its own z-index must not trap the buttons. */
const COVERING = /(^|\s)absolute(\s|$)/;
const PLACES = { corner: 'right-3 bottom-3', center: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2' };

const SlotAltDialog = lazyNamed(() => import('./SlotAltDialog'), 'SlotAltDialog');

/**
 * A media slot on the edit route. Toolbar off: the block's own rendering only. Toolbar on: small
 * controls to choose, change or remove the media through the library, and an image's alternative
 * text at this place (marked while it lacks one in the language edited); the choice is saved as the
 * field's mediaId and the draft re-renders.
 */
export function EditableMedia(props: EditableMediaProps) {
  const { groupId, fieldId, slot, locale, className, media, accept, children, controlsAt = 'corner', altOverride = null } = props;
  const t = useMediaTexts();
  const toolbar = useToolbar();
  const run = useSaveHandler();
  const [open, setOpen] = useState(false);
  const [describing, setDescribing] = useState(false);
  const attributes = { 'data-slot': slot, 'data-field-id': fieldId ?? undefined };

  if (!toolbar.active) {
    if (children === null || children === undefined) return null;
    return (
      <div {...attributes} className={className}>
        {children}
      </div>
    );
  }

  const altMissing = media?.mediaType === 'image' && isAltMissing(media, locale, altOverride);
  const save = (mediaId: string | null) => run(() => saveItem({ itemType: 'field', linkId: fieldId, groupId, slot, data: { mediaId } }));
  const image = accept === 'image';
  const choose = media ? (image ? t('slot.changeImage') : t('slot.changeVideo')) : image ? t('slot.chooseImage') : t('slot.chooseVideo');
  const Icon = image ? ImagePlus : Video;
  const controls = (
    // z-20 in the section's stacking context: above the block's content, below editor dialogs.
    <div data-media-controls="" className={cx('absolute z-20 flex gap-1.5', PLACES[controlsAt])}>
      <button type="button" className={CONTROL} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-3.5" />
        {choose}
      </button>
      {media?.mediaType === 'image' ? (
        // Icon-sized: the controls of a collage tile must stay inside it.
        <button
          type="button"
          aria-label={altMissing ? t('slotAlt.buttonMissing') : t('slotAlt.button')}
          title={altMissing ? t('slotAlt.buttonMissing') : t('slotAlt.button')}
          data-alt-missing={altMissing ? '' : undefined}
          className={cx(CONTROL, 'relative px-2', altMissing && 'text-amber-800 ring-amber-400')}
          onClick={() => setDescribing(true)}
        >
          <LetterText aria-hidden="true" className="size-3.5" />
          {altMissing ? <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-amber-500 ring-2 ring-white" /> : null}
        </button>
      ) : null}
      {media ? (
        <button type="button" className={cx(CONTROL, 'text-rose-700')} onClick={() => void save(null)}>
          <Trash2 aria-hidden="true" className="size-3.5" />
          {t('slot.remove')}
        </button>
      ) : null}
    </div>
  );
  // A covering wrapper (often behind the text, -z-10) gets the buttons beside it, not inside: they
  // share its containing block, so they sit on the same box, above the block's text and overlays.
  const covering = className !== undefined && COVERING.test(className);
  return (
    <>
      <div {...attributes} data-empty={media ? undefined : ''} className={className && POSITIONED.test(className) ? className : cx('relative', className)}>
        {children}
        {covering ? null : controls}
      </div>
      {covering ? controls : null}
      <LazyPanel open={describing} shape="dialog">
        {describing && media ? (
          <SlotAltDialog groupId={groupId} fieldId={fieldId} slot={slot} media={media} override={altOverride} onClose={() => setDescribing(false)} />
        ) : null}
      </LazyPanel>
      <LazyMediaLibrary
        open={open}
        onOpenChange={setOpen}
        accept={accept}
        onPick={(picked) => {
          setOpen(false);
          if (picked.id !== media?.id) void save(picked.id);
        }}
      />
    </>
  );
}
