'use client';

import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { CropArea, FocalPoint, MediaInfo } from '@/shared/content/media';
import { mediaUrl } from '@/shared/content/media';
import { DIALOG_OVERLAY, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { mediaToast, withToast } from '../toolbar/toast-action';
import { EDITOR_FONT } from '../toolbar/ui';
import { areaFromDrag, clampArea, FULL_AREA, focalInsideArea, isClick, isFullArea, type Point, percentIn } from './crop-math';
import { pictureOnScreen, usePictureBox } from './use-picture-box';
import { CropFields } from './CropFields';
import { cropImage, updateMedia } from './media-api';
import { PRIMARY_BUTTON } from './ui';
import { useMediaTexts } from './use-media-texts';

/** onDone gets the cropped child, or the media itself with its new focal point when nothing was cropped. */
type Props = { media: MediaInfo; onClose: () => void; onDone: (media: MediaInfo) => void };

/**
 * Crop: drag a rectangle over the image (or type it in percent); a click sets the focal point.
 * Saving creates a cropped child media (editor-panels §4) with the focal point kept inside it.
 * Pointer positions are measured on the picture as drawn (object-fit: contain), not on the grey
 * frame around it: a portrait image is letterboxed when the frame hits its height cap.
 */
export function CropDialog({ media, onClose, onDone }: Props) {
  const t = useMediaTexts();
  const [area, setArea] = useState<CropArea>(FULL_AREA);
  const [focal, setFocal] = useState<FocalPoint>(media.focalPoint);
  const [busy, setBusy] = useState(false);
  const drag = useRef<Point | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ width: number; height: number } | null>(null);
  // The stored size; the loaded preview's own when a record lacks it.
  const natural = media.width && media.height ? { width: media.width, height: media.height } : loaded;
  const picture = usePictureBox(frame, natural);

  const at = (event: React.PointerEvent) => percentIn(pictureOnScreen(frame.current, natural), event.clientX, event.clientY);

  function onPointerUp(event: React.PointerEvent) {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const end = at(event);
    if (isClick(start, end)) setFocal({ x: end.x / 100, y: end.y / 100 });
    else setArea(areaFromDrag(start, end));
  }

  async function apply() {
    setBusy(true);
    const cropArea = clampArea(area);
    // Only the focal point moved: update the media rather than store an identical copy.
    const save = isFullArea(cropArea)
      ? () => updateMedia({ id: media.id, focalPoint: focal })
      : () => cropImage({ id: media.id, cropArea, focalPoint: focalInsideArea(focal, cropArea) });
    const result = await withToast(mediaToast(t, 'crop'), save);
    setBusy(false);
    if (result) onDone(result);
  }

  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          className={cx(
            EDITOR_FONT,
            'fixed top-1/2 left-1/2 z-[71] max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-neutral-900 shadow-2xl',
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{t('cropDialog.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-600">{t('cropDialog.hint')}</Dialog.Description>
          <div
            ref={frame}
            data-testid="crop-frame"
            className="relative mx-auto mt-4 max-h-[50vh] w-full touch-none overflow-hidden rounded-lg bg-neutral-100 select-none"
            style={{ aspectRatio: ratio }}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture?.(event.pointerId);
              drag.current = at(event);
            }}
            onPointerMove={(event) => {
              if (drag.current && !isClick(drag.current, at(event))) setArea(areaFromDrag(drag.current, at(event)));
            }}
            onPointerUp={onPointerUp}
          >
            {/* biome-ignore lint/performance/noImgElement: a fixed-size editor preview of a variant we already serve. */}
            <img
              src={mediaUrl(media, { width: 960, format: 'webp' })}
              alt=""
              draggable={false}
              data-testid="crop-picture"
              className="size-full object-contain"
              onLoad={(event) => setLoaded({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            />
            {/* The overlays share the picture's box, so their percentages are the picture's. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0"
              style={picture ? { left: picture.left, top: picture.top, width: picture.width, height: picture.height } : undefined}
            >
              <div
                className="absolute ring-2 ring-white shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
                style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
              />
              <div
                className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-500 shadow"
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              />
            </div>
          </div>
          <CropFields area={area} focal={focal} onArea={setArea} onFocal={setFocal} />
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className={DIALOG_SECONDARY} onClick={() => setArea(FULL_AREA)}>
              {t('cropDialog.reset')}
            </button>
            <Dialog.Close className={DIALOG_SECONDARY}>{t('cancel')}</Dialog.Close>
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => void apply()}>
              {t('cropDialog.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
