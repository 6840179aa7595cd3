'use client';

import { useCallback, useEffect, useState } from 'react';
import type { BusinessProfile } from '@/shared/content/business';
import { type BusinessAnswer, ZBusinessAnswer, ZSaveBusinessRequest } from '@/shared/schemas/business';
import { ApiError, apiGet, apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { withToast } from '../toolbar/toast-action';

/** The business profile as the "Betrieb" section edits it: loaded once, saved whole with its version. */
export function useBusiness() {
  const t = useEditorT('editorBusiness');
  const afterMutation = useAfterMutation();
  const [answer, setAnswer] = useState<BusinessAnswer | null>(null);
  const load = useCallback(async () => {
    const parsed = ZBusinessAnswer.safeParse(await apiGet<unknown>('/business').catch(() => null));
    setAnswer(parsed.success ? parsed.data : null);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const save = useCallback(
    async (profile: BusinessProfile): Promise<boolean> => {
      if (!answer) return false;
      let stale = false;
      const texts = { loading: t('toasts.loading'), success: t('toasts.success'), error: (message: string) => t('toasts.error', { message }), generic: t('toasts.generic') };
      const saved = await withToast(texts, async () => {
        try {
          return await apiPost<typeof ZSaveBusinessRequest, BusinessAnswer>('/business', ZSaveBusinessRequest, { profile, version: answer.version }, 'PUT');
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) stale = true;
          throw error;
        }
      });
      if (saved) {
        setAnswer(saved);
        afterMutation();
      } else if (stale) await load();
      return saved !== null;
    },
    [answer, afterMutation, load, t],
  );
  return { answer, save };
}
