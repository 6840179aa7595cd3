'use client';

import { CirclePlay, Crop, Film, LetterText, Trash2 } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { formatFileSize } from '@/shared/content/format-file-size';
import type { MediaInfo } from '@/shared/content/media';
import { altLanguages } from '@/shared/content/media-alt';
import { useEditorEnvironment } from '../context';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { canCrop, thumbnailUrl } from './thumbnail';
import { useMediaTexts } from './use-media-texts';

type Props = {
  media: MediaInfo;
  onPick?: (media: MediaInfo) => void;
  onCrop?: (media: MediaInfo) => void;
  /** Images: their alternative texts ("Beschreiben"). */
  onDescribe?: (media: MediaInfo) => void;
  onDelete: (media: MediaInfo) => void;
};

const ICON_BUTTON = cx('inline-flex size-7 items-center justify-center rounded-md bg-white/90 text-neutral-700 shadow-sm hover:bg-white', FOCUS_RING_LIGHT);

/** One media in the grid: preview, name and size; pick by clicking it, describe, crop and delete beside. */
export function MediaTile({ media, onPick, onCrop, onDescribe, onDelete }: Props) {
  const t = useMediaTexts();
  const { site } = useEditorEnvironment();
  const describable = onDescribe !== undefined && media.mediaType === 'image';
  const undescribed = describable && !media.decorative && altLanguages(media.alt, site.locales).length < site.locales.length;
  const src = thumbnailUrl(media);
  const processing = media.status !== 'ready' || (media.video !== null && media.video.status !== 'ready');
  const youtube = media.video?.source === 'youtube';
  const preview = src ? (
    // biome-ignore lint/performance/noImgElement: a fixed-size editor preview of a variant we already serve.
    <img
      src={src}
      alt=""
      loading="lazy"
      className="size-full object-cover"
      style={{ objectPosition: `${media.focalPoint.x * 100}% ${media.focalPoint.y * 100}%` }}
    />
  ) : (
    <Film aria-hidden="true" className="size-8 text-neutral-400" />
  );
  const frame = 'flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg bg-neutral-100';
  return (
    <li className="group/tile relative" data-media-id={media.id}>
      {onPick && !processing ? (
        <button
          type="button"
          aria-label={`${t('pick')}: ${media.originalFilename}`}
          onClick={() => onPick(media)}
          className={cx(frame, 'hover:ring-2 hover:ring-sky-500', FOCUS_RING_LIGHT)}
        >
          {preview}
        </button>
      ) : (
        <div className={frame}>{preview}</div>
      )}
      <p className="mt-1 truncate text-xs font-medium text-neutral-800" title={media.originalFilename}>
        {youtube ? <CirclePlay aria-hidden="true" className="mr-1 inline size-3.5 text-rose-600" /> : null}
        {media.originalFilename}
      </p>
      <p className="text-[11px] text-neutral-500">{processing ? t('videoProcessing') : youtube ? 'YouTube' : formatFileSize(media.fileSize)}</p>
      {undescribed ? (
        <p data-alt-missing="" className="text-[11px] font-medium text-amber-800">
          {t('altMissing')}
        </p>
      ) : null}
      <div className="absolute top-1.5 right-1.5 flex gap-1 opacity-0 transition-opacity group-focus-within/tile:opacity-100 group-hover/tile:opacity-100 [@media(hover:none)]:opacity-100">
        {describable ? (
          <button type="button" aria-label={`${t('describe')}: ${media.originalFilename}`} onClick={() => onDescribe(media)} className={ICON_BUTTON}>
            <LetterText aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
        {onCrop && canCrop(media) ? (
          <button type="button" aria-label={`${t('crop')}: ${media.originalFilename}`} onClick={() => onCrop(media)} className={ICON_BUTTON}>
            <Crop aria-hidden="true" className="size-3.5" />
          </button>
        ) : null}
        <button
          type="button"
          aria-label={`${t('delete')}: ${media.originalFilename}`}
          onClick={() => onDelete(media)}
          className={cx(ICON_BUTTON, 'text-rose-600')}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    </li>
  );
}
