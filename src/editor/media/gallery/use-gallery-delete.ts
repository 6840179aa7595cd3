'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { mediaToast, withToast } from '../../toolbar/toast-action';
import { deleteMedia } from '../media-api';
import { useMediaTexts } from '../use-media-texts';

/**
 * Deletes a gallery image's media (POST /api/v1/media/delete) behind the delete toasts, then
 * re-renders the draft. One deletion at a time; `deleting` is the id in flight.
 */
export function useGalleryDelete() {
  const t = useMediaTexts();
  const router = useRouter();
  const [deleting, setDeleting] = useState<string | null>(null);
  const busy = useRef(false);
  const remove = useCallback(
    async (mediaId: string) => {
      if (busy.current) return;
      busy.current = true;
      setDeleting(mediaId);
      try {
        const done = await withToast(mediaToast(t, 'delete'), async () => {
          await deleteMedia(mediaId);
          return true;
        });
        if (done) router.refresh();
      } finally {
        busy.current = false;
        setDeleting(null);
      }
    },
    [router, t],
  );
  return { deleting, remove };
}
