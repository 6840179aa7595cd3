'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { MediaInfo } from '@/shared/content/media';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { mediaToast, withToast } from '../toolbar/toast-action';
import { Spinner } from '../toolbar/ui';
import { deleteMedia } from './media-api';
import { MediaTile } from './MediaTile';
import { BUTTON } from './ui';
import type { MediaList } from './use-media-list';
import { useMediaTexts } from './use-media-texts';

type Props = { list: MediaList; onPick?: (media: MediaInfo) => void; onCrop?: (media: MediaInfo) => void; onDescribe?: (media: MediaInfo) => void };

/** The tab's media, newest first, with "Mehr laden" while more exist, and delete behind a confirmation. */
export function MediaGrid({ list, onPick, onCrop, onDescribe }: Props) {
  const t = useMediaTexts();
  const router = useRouter();
  const [deleting, setDeleting] = useState<MediaInfo | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const done = await withToast(mediaToast(t, 'delete'), () => deleteMedia(deleting.id).then(() => true));
    setBusy(false);
    if (done) {
      list.remove(deleting.id);
      // Pages showing the media render without it now (public-site §8).
      router.refresh();
    }
    setDeleting(null);
  }

  return (
    <div>
      {list.error ? (
        <p role="alert" className="mb-3 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700">
          {t('loadFailed')}: {list.error}
        </p>
      ) : null}
      {list.items.length === 0 && !list.loading && !list.error ? <p className="py-10 text-center text-sm text-neutral-500">{t('empty')}</p> : null}
      <ul aria-busy={list.loading} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
        {list.items.map((media) => (
          <MediaTile key={media.id} media={media} onPick={onPick} onCrop={onCrop} onDescribe={onDescribe} onDelete={setDeleting} />
        ))}
      </ul>
      <div className="mt-4 flex justify-center">
        {list.loading ? <Spinner label={t('loading')} /> : null}
        {!list.loading && list.hasMore ? (
          <button type="button" className={BUTTON} onClick={list.loadMore}>
            {t('loadMore')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      >
        {deleting ? t('deleteText', { name: deleting.originalFilename }) : null}
      </ConfirmDialog>
    </div>
  );
}
