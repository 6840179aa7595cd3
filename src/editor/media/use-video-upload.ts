'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../toolbar/toast';
import type { MediaInfo } from '@/shared/content/media';
import type { MediaT } from '../i18n/messages';
import { errorMessage } from '../toolbar/toast-action';
import { cancelDirectUpload, createVideoEntry, getMedia, putVideo, requestDirectUpload } from './media-api';

/** editor-panels §9: poll every 3 s until the video is ready; the done message shows 2 s. */
export const VIDEO_POLL_MS = 3000;
export const VIDEO_DONE_MS = 2000;

export type VideoPhase = 'idle' | 'uploading' | 'processing' | 'ready' | 'error';
const isReady = (media: MediaInfo) => media.status === 'ready' && (media.video?.status ?? 'ready') === 'ready';

/** The slot of the upload under way, until its entry exists: given back when the upload is abandoned. */
type OpenSlot = { id: string | null; abort: AbortController };

/** Gives a slot back; a slot that is gone already (expired, removed) is no failure worth telling. */
function releaseSlot(slot: OpenSlot | null): void {
  slot?.abort.abort();
  if (slot?.id) void cancelDirectUpload(slot.id).catch(() => undefined);
}

/**
 * Own video: upload URL → PUT with progress 0–100 → media entry → poll until ready. Cancelling,
 * a failed step or leaving the library before the entry exists gives the upload slot back, so an
 * abandoned upload does not count against the site's open uploads.
 */
export function useVideoUpload({ t, onUploaded }: { t: MediaT; onUploaded: (media: MediaInfo) => void }) {
  const [phase, setPhase] = useState<VideoPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const slot = useRef<OpenSlot | null>(null);
  const latest = useRef({ t, onUploaded });
  latest.current = { t, onUploaded };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
      releaseSlot(slot.current);
      slot.current = null;
    };
  }, []);

  const start = useCallback(async (file: File) => {
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer.current = setTimeout(resolve, ms);
      });
    const current: OpenSlot = { id: null, abort: new AbortController() };
    slot.current = current;
    setPhase('uploading');
    setProgress(0);
    setError(null);
    try {
      const { url, id } = await requestDirectUpload(file);
      current.id = id;
      if (current.abort.signal.aborted) {
        releaseSlot(current);
        return;
      }
      await putVideo(url, file, (percent) => alive.current && setProgress(percent), current.abort.signal);
      setProgress(100);
      setPhase('processing');
      let media = await createVideoEntry(id);
      // The entry exists: from here on the video is the library's, not a slot to give back.
      if (slot.current === current) slot.current = null;
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
      const cancelled = current.abort.signal.aborted;
      if (slot.current === current) {
        releaseSlot(current);
        slot.current = null;
      }
      if (!alive.current || cancelled) return;
      const texts = latest.current.t;
      const message = errorMessage(cause, texts('toasts.generic'));
      setError(message);
      setPhase('error');
      toast.error(texts('toasts.videoPrepare.error', { message }));
    }
  }, []);

  /** The person stops the upload under way: the request ends and the slot goes. */
  const cancel = useCallback(() => {
    const current = slot.current;
    if (!current) return;
    slot.current = null;
    releaseSlot(current);
    setPhase('idle');
    setProgress(0);
  }, []);

  return { phase, progress, error, start, cancel };
}
