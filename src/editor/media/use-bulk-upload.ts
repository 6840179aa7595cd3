'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../toolbar/toast';
import type { MediaInfo } from '@/shared/content/media';
import type { MediaT } from '../i18n/messages';
import { errorMessage } from '../toolbar/toast-action';
import { uploadImage } from './media-api';

/** Upload progress per file (editor-panels §3). */
export type UploadProgress = { fileName: string; progress: number; status: 'pending' | 'uploading' | 'done' | 'error'; fileSize: number };
export type BulkState = 'idle' | 'uploading' | 'completed';

/** Completed shows the ready notice this long, then the uploader resets (editor-panels §9). */
export const BULK_READY_MS = 3000;

type Options = { t: MediaT; target: { folder?: string; tags?: string[] }; onUploaded: (media: MediaInfo) => void; onFinished?: () => void };

/**
 * Uploads files one after the other: idle → uploading → completed → (3 s) idle. A failing file
 * gets a toast naming it and the error, and the next file goes on (editor-panels §4).
 */
export function useBulkUpload({ t, target, onUploaded, onFinished }: Options) {
  const [state, setState] = useState<BulkState>('idle');
  const [files, setFiles] = useState<UploadProgress[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ t, target, onUploaded, onFinished });
  latest.current = { t, target, onUploaded, onFinished };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(async (selected: File[]) => {
    if (selected.length === 0) return;
    if (timer.current) clearTimeout(timer.current);
    const update = (index: number, patch: Partial<UploadProgress>) =>
      setFiles((list) => list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
    setFiles(selected.map((file) => ({ fileName: file.name, fileSize: file.size, progress: 0, status: 'pending' })));
    setState('uploading');
    for (const [index, file] of selected.entries()) {
      const { t: texts, target: where } = latest.current;
      update(index, { status: 'uploading' });
      try {
        const media = await uploadImage(file, where, (progress) => update(index, { progress }));
        update(index, { status: 'done', progress: 100 });
        latest.current.onUploaded(media);
      } catch (error) {
        update(index, { status: 'error' });
        toast.error(texts('uploadFailed', { file: file.name, error: errorMessage(error, texts('toasts.generic')) }));
      }
    }
    setState('completed');
    latest.current.onFinished?.();
    timer.current = setTimeout(() => {
      setState('idle');
      setFiles([]);
    }, BULK_READY_MS);
  }, []);

  return { state, files, start };
}
