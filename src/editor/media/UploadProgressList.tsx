'use client';

import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { formatFileSize } from '@/shared/content/format-file-size';
import { ProgressBar } from './ProgressBar';
import type { BulkState, UploadProgress } from './use-bulk-upload';
import { useMediaTexts } from './use-media-texts';

/** "All files are uploaded" only when they all are; otherwise how many made it (each failure had its toast). */
function CompletedLine({ files }: { files: UploadProgress[] }) {
  const t = useMediaTexts();
  const done = files.filter((file) => file.status === 'done').length;
  if (done === files.length) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('uploadReady')}
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-amber-800">
      <TriangleAlert aria-hidden="true" className="size-4" />
      {t('uploadPartly', { done, total: files.length })}
    </p>
  );
}

/** Per-file progress of a bulk upload, and the ready notice once every file is through. */
export function UploadProgressList({ state, files }: { state: BulkState; files: UploadProgress[] }) {
  const t = useMediaTexts();
  if (state === 'idle') return null;
  return (
    <div className="space-y-2 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      {state === 'completed' ? <CompletedLine files={files} /> : null}
      <ul className="space-y-2">
        {files.map((file, index) => (
          // Names can repeat within one selection; the index is the identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole per upload
          <li key={index} className="text-xs text-neutral-600">
            <div className="mb-1 flex justify-between gap-2">
              <span className="truncate">{file.fileName}</span>
              <span className="shrink-0 tabular-nums">
                {formatFileSize(file.fileSize)} · {file.progress}%
              </span>
            </div>
            <ProgressBar
              label={t('progress', { file: file.fileName })}
              value={file.progress}
              tone={file.status === 'error' ? 'error' : file.status === 'done' ? 'done' : 'neutral'}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
