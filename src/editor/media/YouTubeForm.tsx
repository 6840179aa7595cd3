'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { YOUTUBE_ASPECT_RATIO, YOUTUBE_THUMBNAIL } from '@/shared/constants/media';
import type { MediaInfo } from '@/shared/content/media';
import { parseYouTubeUrl } from '@/shared/content/youtube';
import { saveYouTube } from './media-api';
import { BUTTON, INPUT, LABEL } from './ui';
import { useMediaTexts } from './use-media-texts';

/** editor-panels §9: the success message shows 2 s, the failure 3 s. */
export const YOUTUBE_SUCCESS_MS = 2000;
export const YOUTUBE_FAILURE_MS = 3000;

type Message = { tone: 'success' | 'error'; text: string };

/** Adds a YouTube video by URL: validated and its id extracted here, saved as a video media. */
export function YouTubeForm({ onAdded }: { onAdded: (media: MediaInfo) => void }) {
  const t = useMediaTexts();
  const id = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function show(next: Message, ms: number) {
    if (timer.current) clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), ms);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Pasted links often lack the scheme ("youtu.be/…"); the parser needs a full URL.
    const input = /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
    const parsed = parseYouTubeUrl(input);
    if (!parsed.ok) {
      show({ tone: 'error', text: parsed.error === 'invalid-url' ? t('youtube.invalid') : t('youtube.noId') }, YOUTUBE_FAILURE_MS);
      return;
    }
    setBusy(true);
    try {
      const media = await saveYouTube({
        videoId: parsed.videoId,
        youtubeUrl: input,
        thumbnailUrl: YOUTUBE_THUMBNAIL(parsed.videoId),
        aspectRatio: YOUTUBE_ASPECT_RATIO,
      });
      setUrl('');
      onAdded(media);
      show({ tone: 'success', text: t('youtube.success') }, YOUTUBE_SUCCESS_MS);
    } catch {
      show({ tone: 'error', text: t('youtube.failure') }, YOUTUBE_FAILURE_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-url`} className={LABEL}>
          {t('youtube.label')}
        </label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={t('youtube.placeholder')}
          className={INPUT}
        />
      </div>
      <button type="submit" className={BUTTON} disabled={busy || url.trim() === ''}>
        {t('youtube.add')}
      </button>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={cx('w-full text-sm', message.tone === 'error' ? 'text-rose-700' : 'text-emerald-700')}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
