'use client';

import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { MediaInfo } from '@/shared/content/media';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyMediaLibrary } from '../media/LazyMediaLibrary';
import { getMedia } from '../media/media-api';
import { thumbnailUrl } from '../media/thumbnail';
import { BUTTON } from '../media/ui';
import { FIELD_ERROR } from '../pages/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

/** The schema's limit (`imageIds.max(6)`). */
const MAX_IMAGES = 6;

type Props = { value: string[]; onChange: (ids: string[]) => void; error: string | null };

/** Known media by id, fetched once each: a stored listing carries ids only. */
function useMediaById(ids: readonly string[], picked: Record<string, MediaInfo>) {
  const [loaded, setLoaded] = useState<Record<string, MediaInfo>>({});
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    for (const id of key ? key.split(',') : []) {
      if (loaded[id] || picked[id]) continue;
      // An image deleted from the library meanwhile stays a grey tile; the server refuses its id.
      getMedia(id).then(
        (media) => current && setLoaded((known) => ({ ...known, [id]: media })),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [key, loaded, picked]);
  return { ...loaded, ...picked };
}

/** Title images from the media library: pick (up to six), see them, remove one. */
export function ImagesField({ value, onChange, error }: Props) {
  const t = useEditorT('editorListings');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Record<string, MediaInfo>>({});
  const media = useMediaById(value, picked);
  return (
    <fieldset aria-labelledby={labelId} aria-describedby={cx(hintId, error && errorId)} className="flex flex-col gap-2">
      <legend id={labelId} className="text-sm font-medium">
        {t('form.images')}
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-neutral-600">
        {t('form.imagesHint')}
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((id, index) => {
            const info = media[id];
            const src = info ? thumbnailUrl(info) : null;
            const name = t('form.image', { number: index + 1 });
            return (
              <li key={id} className="relative size-20 overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200">
                {src ? (
                  // biome-ignore lint/performance/noImgElement: a fixed-size editor preview of a variant we already serve.
                  <img src={src} alt={name} className="size-full object-cover" />
                ) : (
                  <span className="sr-only">{name}</span>
                )}
                <button
                  type="button"
                  aria-label={t('form.removeImage', { number: index + 1 })}
                  onClick={() => onChange(value.filter((entry) => entry !== id))}
                  className={cx(
                    'absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-white/90 text-neutral-800 shadow hover:bg-white',
                    FOCUS_RING_LIGHT,
                  )}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div>
        <button type="button" className={BUTTON} disabled={value.length >= MAX_IMAGES} onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('form.addImage')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={FIELD_ERROR}>
          {error}
        </p>
      ) : null}
      <LazyMediaLibrary
        open={open}
        onOpenChange={setOpen}
        accept="image"
        onPick={(chosen) => {
          setOpen(false);
          setPicked((known) => ({ ...known, [chosen.id]: chosen }));
          if (!value.includes(chosen.id)) onChange([...value, chosen.id]);
        }}
      />
    </fieldset>
  );
}
