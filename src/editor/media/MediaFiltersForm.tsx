'use client';

import { type FormEvent, useId, useState } from 'react';
import { ZMediaFolder } from '@/shared/schemas/media';
import type { MediaFilters } from './use-media-list';
import { BUTTON, INPUT, LABEL } from './ui';
import { useMediaTexts } from './use-media-texts';

export const parseTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Folder and tags filter; applied on submit so typing does not fire a request per key. */
export function MediaFiltersForm({ value, onChange }: { value: MediaFilters; onChange: (next: MediaFilters) => void }) {
  const t = useMediaTexts();
  const id = useId();
  const [folder, setFolder] = useState(value.folder);
  const [tags, setTags] = useState(value.tags.join(', '));
  const folderValid = folder.trim() === '' || ZMediaFolder.safeParse(folder.trim()).success;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!folderValid) return;
    onChange({ folder: folder.trim(), tags: parseTags(tags) });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="w-40">
        <label htmlFor={`${id}-folder`} className={LABEL}>
          {t('folder')}
        </label>
        <input
          id={`${id}-folder`}
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
          placeholder={t('folderPlaceholder')}
          aria-invalid={!folderValid}
          className={INPUT}
        />
      </div>
      <div className="w-48">
        <label htmlFor={`${id}-tags`} className={LABEL}>
          {t('tags')}
        </label>
        <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} placeholder={t('tagsPlaceholder')} className={INPUT} />
      </div>
      <button type="submit" className={BUTTON} disabled={!folderValid}>
        {t('applyFilter')}
      </button>
    </form>
  );
}
