'use client';

import { Images, Upload } from 'lucide-react';
import { useRef } from 'react';
import type { OptionControlProps } from '../../options/control-props';
import { BUTTON } from '../ui';
import { UploadProgressList } from '../UploadProgressList';
import { useBulkUpload } from '../use-bulk-upload';
import { useEditorT } from '../../i18n/use-editor-t';

/** Media ids of a bulkUploader value; anything else reads as none. */
export function bulkIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/**
 * A `bulkUploader` option (e.g. a gallery's images): how many images it holds, and an upload of
 * several images at once whose ids are appended, in one save, once every file is through.
 */
export function BulkUploaderOption({ value, disabled, onCommit, labelId }: OptionControlProps) {
  const t = useEditorT('editorMedia');
  const input = useRef<HTMLInputElement>(null);
  const uploaded = useRef<string[]>([]);
  const ids = bulkIds(value);
  const bulk = useBulkUpload({
    t,
    target: {},
    onUploaded: (media) => {
      uploaded.current.push(media.id);
    },
    onFinished: () => {
      const added = uploaded.current.filter((id) => !ids.includes(id));
      uploaded.current = [];
      if (added.length > 0) onCommit([...ids, ...added]);
    },
  });
  const busy = disabled || bulk.state === 'uploading';

  return (
    <fieldset className="space-y-2" aria-labelledby={labelId}>
      <div className="flex items-center gap-2">
        <span className="inline-flex items-center gap-1.5 text-sm text-neutral-700">
          <Images aria-hidden="true" className="size-4" />
          {t('gallery.count', { count: ids.length })}
        </span>
        <button type="button" className={BUTTON} disabled={busy} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {t('gallery.upload')}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('gallery.upload')}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            uploaded.current = [];
            void bulk.start(files);
          }}
        />
      </div>
      <UploadProgressList state={bulk.state} files={bulk.files} />
    </fieldset>
  );
}
