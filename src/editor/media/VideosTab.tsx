'use client';

import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { MediaInfo } from '@/shared/content/media';
import { MediaGrid } from './MediaGrid';
import { StorageUsageLine } from './StorageUsageLine';
import { ProgressBar } from './ProgressBar';
import { BUTTON, PRIMARY_BUTTON } from './ui';
import { useMediaList } from './use-media-list';
import { useMediaTexts } from './use-media-texts';
import { useVideoUpload } from './use-video-upload';
import { YouTubeForm } from './YouTubeForm';

const NO_FILTERS = { folder: '', tags: [] };

/** Videos: own uploads (with progress and processing) and YouTube links (editor-panels §4). */
export function VideosTab({ onPick }: { onPick?: (media: MediaInfo) => void }) {
  const t = useMediaTexts();
  const list = useMediaList('video', NO_FILTERS);
  const upload = useVideoUpload({ t, onUploaded: list.prepend });
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.phase === 'uploading' || upload.phase === 'processing';
  const status = { idle: null, uploading: null, processing: t('videoProcessing'), ready: t('videoReady'), error: `${t('videoError')}: ${upload.error ?? ''}` }[
    upload.phase
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start gap-4">
        <YouTubeForm onAdded={list.prepend} />
        <div className="flex flex-col gap-2">
          <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            {t('uploadVideo')}
          </button>
          <input
            ref={input}
            type="file"
            accept="video/*"
            hidden
            data-testid="video-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.start(file);
            }}
          />
        </div>
      </div>
      {upload.phase !== 'idle' ? (
        <div className="space-y-1.5 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
          <ProgressBar
            label={t('uploadVideo')}
            value={upload.progress}
            tone={upload.phase === 'error' ? 'error' : upload.phase === 'ready' ? 'done' : 'neutral'}
          />
          {status ? (
            <p role={upload.phase === 'error' ? 'alert' : 'status'} className="text-xs text-neutral-600">
              {status}
            </p>
          ) : null}
          {upload.phase === 'uploading' ? (
            <button type="button" className={BUTTON} onClick={upload.cancel} data-testid="video-upload-cancel">
              {t('cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      <MediaGrid list={list} onPick={onPick} />
      <StorageUsageLine usage={list.usage} />
    </div>
  );
}
