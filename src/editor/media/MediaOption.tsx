'use client';

import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import type { OptionControlProps } from '../options/control-props';
import { LazyMediaLibrary } from './LazyMediaLibrary';
import { BUTTON } from './ui';
import { useMediaTexts } from './use-media-texts';

/** A `media` option: the chosen media id, picked from the library (editor-core §3). */
export function MediaOption({ value, disabled, onCommit, labelId }: OptionControlProps) {
  const t = useMediaTexts();
  const [open, setOpen] = useState(false);
  const chosen = typeof value === 'string' && value !== '' ? value : null;
  return (
    <fieldset className="flex items-center gap-2" aria-labelledby={labelId}>
      <button type="button" className={BUTTON} disabled={disabled} onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {chosen ? t('slot.changeImage') : t('slot.chooseImage')}
      </button>
      {chosen ? (
        <button type="button" className={BUTTON} disabled={disabled} aria-label={t('slot.remove')} onClick={() => onCommit(null)}>
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <LazyMediaLibrary
        open={open}
        onOpenChange={setOpen}
        accept="image"
        onPick={(media) => {
          setOpen(false);
          onCommit(media.id);
        }}
      />
    </fieldset>
  );
}
