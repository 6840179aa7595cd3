'use client';

import { useCallback, useEffect, useState } from 'react';
import { type BusinessProfile, ZBusinessProfile } from '@/shared/content/business';
import { type BusinessAnswer, ZBusinessAnswer, ZSaveBusinessRequest } from '@/shared/schemas/business';
import { ApiError, apiGet, apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { withToast } from '../toolbar/toast-action';

const ERROR_KEYS = [
  'invalidTime',
  'timeOffGrid',
  'invalidDate',
  'invalidEmail',
  'invalidUrl',
  'branchNameRequired',
  'firstNameRequired',
  'closeBeforeOpen',
  'periodsOverlap',
  'tooManyPeriods',
  'closedDayHasHours',
  'duplicateDate',
] as const;
type ErrorKey = (typeof ERROR_KEYS)[number];
const errorKeyOf = (message: string): ErrorKey | null => ERROR_KEYS.find((key) => message === `business.${key}`) ?? null;

/**
 * The business profile as the "Betrieb" section edits it: loaded once, checked against the shared
 * schema before saving (a problem is shown at its field and nothing is sent), saved whole with its
 * version; a stale save reloads.
 */
export function useBusiness() {
  const t = useEditorT('editorBusiness');
  const afterMutation = useAfterMutation();
  const [answer, setAnswer] = useState<BusinessAnswer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      const checked = ZBusinessProfile.safeParse(profile);
      if (!checked.success) {
        const found: Record<string, string> = {};
        for (const issue of checked.error.issues) {
          const key = errorKeyOf(issue.message);
          found[issue.path.join('.')] = key ? t(`errors.${key}`) : t('errors.generic');
        }
        setErrors(found);
        return false;
      }
      setErrors({});
      let stale = false;
      const texts = {
        loading: t('toasts.loading'),
        success: t('toasts.success'),
        error: (message: string) => t('toasts.error', { message }),
        generic: t('toasts.generic'),
      };
      const saved = await withToast(texts, async () => {
        try {
          return await apiPost<typeof ZSaveBusinessRequest, BusinessAnswer>(
            '/business',
            ZSaveBusinessRequest,
            { profile: checked.data, version: answer.version },
            'PUT',
          );
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
  /** The problem found at a field ("branches.0.email"), or a period's inside it. */
  const errorAt = useCallback((path: string) => errors[path], [errors]);
  return { answer, save, errorAt };
}
