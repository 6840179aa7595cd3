'use client';

import { Upload } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { MediaInfo } from '@/shared/content/media';
import { AltTextDialog } from './AltTextDialog';
import { CropDialog } from './CropDialog';
import { MediaFiltersForm } from './MediaFiltersForm';
import { MediaGrid } from './MediaGrid';
import { StorageUsageLine } from './StorageUsageLine';
import { UploadProgressList } from './UploadProgressList';
import { PRIMARY_BUTTON } from './ui';
import { useBulkUpload } from './use-bulk-upload';
import { type MediaFilters, useMediaList } from './use-media-list';
import { useMediaTexts } from './use-media-texts';

/** Images: filter, upload many at once, describe (alternative texts), crop, delete, pick (editor-panels §2, §4). */
export function ImagesTab({ onPick }: { onPick?: (media: MediaInfo) => void }) {
  const t = useMediaTexts();
  const [filters, setFilters] = useState<MediaFilters>({ folder: '', tags: [] });
  const list = useMediaList('image', filters);
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<MediaInfo | null>(null);
  const [describing, setDescribing] = useState<MediaInfo | null>(null);
  const router = useRouter();
  const target = { folder: filters.folder || undefined, tags: filters.tags };
  const bulk = useBulkUpload({ t, target, onUploaded: list.prepend });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MediaFiltersForm value={filters} onChange={setFilters} />
        <button type="button" className={PRIMARY_BUTTON} disabled={bulk.state === 'uploading'} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {t('uploadImages')}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="image-file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void bulk.start(files);
          }}
        />
      </div>
      <UploadProgressList state={bulk.state} files={bulk.files} />
      <MediaGrid list={list} onPick={onPick} onCrop={setCropping} onDescribe={setDescribing} />
      <StorageUsageLine usage={list.usage} />
      {describing ? (
        <AltTextDialog
          media={describing}
          onClose={() => setDescribing(null)}
          onSaved={(saved) => {
            list.replace(saved);
            // The page shows the image with its texts (and the slots their "missing" marks).
            router.refresh();
          }}
        />
      ) : null}
      {cropping ? (
        <CropDialog
          media={cropping}
          onClose={() => setCropping(null)}
          onDone={(result) => {
            setCropping(null);
            // A focal-point change updates the tile; a cropped child is hidden from the list, so
            // picking it is the point of cropping.
            if (result.id === cropping.id) list.replace(result);
            onPick?.(result);
          }}
        />
      ) : null}
    </div>
  );
}
