'use client';

import { useCallback, useEffect, useState } from 'react';
import { ZSiteSettings, type SiteSettings } from '@/shared/content/settings';
import { ZResetFooterRequest } from '@/shared/schemas/business';
import { ZSaveSettingsRequest, ZSettingsAnswer, type SettingsAnswer } from '@/shared/schemas/settings';
import { ApiError, apiGet, apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { withToast } from '../toolbar/toast-action';
import { useAfterMutation } from '../publish/status-context';

/** A field's validation problem: the `editorSettings` error key of the zod message (`settings.invalidUrl` → `invalidUrl`). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(next: SiteSettings): FieldErrors {
  const parsed = ZSiteSettings.safeParse(next);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] = issue.message.replace(/^settings\./, '');
  return errors;
}

/**
 * The working settings of the panel: loaded when it opens, saved whole after each change with the
 * version held (editor-panels §7 "full settings payload"). A refused save keeps what was typed; a
 * stale one (someone else saved) reloads. After a save the page renders the new settings at once.
 */
export function useSettings(open: boolean) {
  const t = useEditorT('editorSettings');
  const afterMutation = useAfterMutation();
  const [answer, setAnswer] = useState<SettingsAnswer | null>(null);
  const [loadError, setLoadError] = useState(false);

  const load = useCallback(async () => {
    try {
      const parsed = ZSettingsAnswer.safeParse(await apiGet<unknown>('/settings'));
      setAnswer(parsed.success ? parsed.data : null);
      setLoadError(!parsed.success);
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const after = useCallback(
    (saved: SettingsAnswer) => {
      setAnswer(saved);
      afterMutation();
    },
    [afterMutation],
  );

  const save = useCallback(
    async (next: SiteSettings): Promise<boolean> => {
      if (!answer) return false;
      const texts = {
        loading: t('toasts.loading'),
        success: t('toasts.success'),
        error: (message: string) => t('toasts.error', { message }),
        generic: t('toasts.generic'),
      };
      let stale = false;
      const saved = await withToast(texts, async () => {
        try {
          return await apiPost<typeof ZSaveSettingsRequest, SettingsAnswer>('/settings', ZSaveSettingsRequest, { settings: next, version: answer.version });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) stale = true;
          throw error;
        }
      });
      if (saved) after(saved);
      else if (stale) await load();
      return saved !== null;
    },
    [answer, after, load, t],
  );

  const resetFooter = useCallback(
    async (branchId: string) => {
      const texts = {
        loading: t('footerReset.loading'),
        success: t('footerReset.success'),
        error: (message: string) => t('footerReset.error', { message }),
        generic: t('toasts.generic'),
      };
      const saved = await withToast(texts, () => apiPost<typeof ZResetFooterRequest, SettingsAnswer>('/optician', ZResetFooterRequest, { branchId }));
      if (saved) after(saved);
    },
    [after, t],
  );

  return { answer, loadError, save, resetFooter, reload: load };
}
