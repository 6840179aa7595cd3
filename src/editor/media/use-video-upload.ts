'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../toolbar/toast';
import type { MediaInfo } from '@/shared/content/media';
import type { MediaT } from '../i18n/messages';
import { errorMessage } from '../toolbar/toast-action';
import { createVideoEntry, getMedia, putVideo, requestDirectUpload } from './media-api';

/** editor-panels §9: poll every 3 s until the video is ready; the done message shows 2 s. */
export const VIDEO_POLL_MS = 3000;
export const VIDEO_DONE_MS = 2000;

export type VideoPhase = 'idle' | 'uploading' | 'processing' | 'ready' | 'error';
const isReady = (media: MediaInfo) => media.status === 'ready' && (media.video?.status ?? 'ready') === 'ready';

/** Own video: upload URL → PUT with progress 0–100 → media entry → poll until ready. */
export function useVideoUpload({ t, onUploaded }: { t: MediaT; onUploaded: (media: MediaInfo) => void }) {
  const [phase, setPhase] = useState<VideoPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ t, onUploaded });
  latest.current = { t, onUploaded };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const start = useCallback(async (file: File) => {
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, ms);
      });
    setPhase('uploading');
    setProgress(0);
    setError(null);
    try {
      const { url, id } = await requestDirectUpload(file);
      await putVideo(url, file, (percent) => alive.current && setProgress(percent));
      setProgress(100);
      setPhase('processing');
      let media = await createVideoEntry(id);
      while (!isReady(media)) {
        await wait(VIDEO_POLL_MS);
        if (!alive.current) return;
        media = await getMedia(media.id);
      }
      if (!alive.current) return;
      latest.current.onUploaded(media);
      setPhase('ready');
      await wait(VIDEO_DONE_MS);
      if (alive.current) setPhase('idle');
    } catch (cause) {
      if (!alive.current) return;
      const texts = latest.current.t;
      const message = errorMessage(cause, texts('toasts.generic'));
      setError(message);
      setPhase('error');
      toast.error(texts('toasts.videoPrepare.error', { message }));
    }
  }, []);

  return { phase, progress, error, start };
}
