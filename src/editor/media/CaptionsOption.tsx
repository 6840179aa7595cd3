'use client';

import { Upload, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { captionsByLanguage } from '@/shared/blocks/video-player/captions';
import { CAPTIONS_EXTENSION, CAPTIONS_MIME_TYPE } from '@/shared/constants/media';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { useLanguageNames } from '../languages/language-names';
import type { OptionControlProps } from '../options/control-props';
import { getMedia, uploadImage } from './media-api';
import { BUTTON } from './ui';
import { useMediaTexts } from './use-media-texts';

/** File names of the chosen captions, read once per id (the option itself stores only ids). */
function useFileNames(ids: string[]): [Record<string, string>, (id: string, name: string) => void] {
  const [names, setNames] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in names)).join(',');
  useEffect(() => {
    if (!missing) return;
    let current = true;
    for (const id of missing.split(',')) {
      getMedia(id)
        .then((media) => current && setNames((state) => ({ ...state, [id]: media.originalFilename })))
        .catch(() => current && setNames((state) => ({ ...state, [id]: '' })));
    }
    return () => {
      current = false;
    };
  }, [missing]);
  return [names, (id, name) => setNames((state) => ({ ...state, [id]: name }))];
}

/**
 * A `captions` option (issue 17): one WebVTT file per site language for an own video; the page's
 * language picks the track. Files are uploaded here and checked by the server (WEBVTT signature).
 */
export function CaptionsOption({ value, disabled, onCommit, labelId }: OptionControlProps) {
  const t = useMediaTexts();
  const { site } = useEditorEnvironment();
  const languageName = useLanguageNames();
  const chosen = captionsByLanguage(value);
  const [names, rememberName] = useFileNames(Object.values(chosen));
  const [busy, setBusy] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();

  async function upload(language: Locale, file: File) {
    setBusy(language);
    setError(null);
    try {
      const media = await uploadImage(file, {}, () => undefined);
      rememberName(media.id, media.originalFilename);
      onCommit({ ...chosen, [language]: media.id });
    } catch (failure) {
      setError(t('captions.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(null);
    }
  }

  function remove(language: Locale) {
    const { [language]: _removed, ...rest } = chosen;
    onCommit(rest);
  }

  return (
    <fieldset aria-labelledby={labelId} className="space-y-2">
      <p className="text-xs text-neutral-500">{t('captions.hint')}</p>
      <ul className="space-y-2">
        {site.locales.map((language) => {
          const id = chosen[language];
          const name = languageName(language);
          const inputId = `${baseId}-${language}`;
          return (
            <li key={language} className="flex flex-wrap items-center gap-2">
              <span className="w-24 shrink-0 text-xs font-medium">{name}</span>
              <span className="min-w-0 flex-1 truncate text-xs text-neutral-500" data-captions-file={language}>
                {busy === language ? t('captions.uploading') : id ? names[id] || t('captions.chosen') : t('captions.none')}
              </span>
              <label htmlFor={inputId} className={`${BUTTON} cursor-pointer focus-within:ring-2`}>
                <Upload aria-hidden="true" className="size-4" />
                {id ? t('captions.replace') : t('captions.upload')}
                <input
                  id={inputId}
                  type="file"
                  className="sr-only"
                  accept={`.${CAPTIONS_EXTENSION},${CAPTIONS_MIME_TYPE}`}
                  aria-label={t('captions.uploadFor', { language: name })}
                  disabled={disabled || busy !== null}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void upload(language, file);
                  }}
                />
              </label>
              {id ? (
                <button
                  type="button"
                  className={BUTTON}
                  disabled={disabled || busy !== null}
                  aria-label={t('captions.remove', { language: name })}
                  onClick={() => remove(language)}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-2.5 py-2 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
