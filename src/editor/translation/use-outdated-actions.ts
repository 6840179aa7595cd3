'use client';

import { useCallback, useState } from 'react';
import type { TSavedItem } from '@/shared/schemas/editor';
import type { TOutdatedText } from '@/shared/schemas/translation';
import { ApiError } from '../api-client';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { rememberVersion } from '../safety/versions';
import { toast } from '../toolbar/toast';
import { errorMessage } from '../toolbar/toast-action';
import { confirmOutdated, translateOutdated } from './translation-api';

const keyOf = (text: TOutdatedText) => `${text.locale}:${text.fieldId}`;

/**
 * The two answers to an outdated translation (issue 31): translate it anew by machine, or keep it
 * ("Ist noch richtig"). Either is a new version of the field (the next save builds on it), then
 * the draft and the status reload and the entry leaves the list.
 */
export function useOutdatedActions(): {
  busy: string | null;
  keyOf: (text: TOutdatedText) => string;
  refresh: (text: TOutdatedText) => Promise<void>;
  keep: (text: TOutdatedText) => Promise<void>;
} {
  const env = useEditorEnvironment();
  const t = useEditorT('editorTranslation');
  const after = useAfterMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async (text: TOutdatedText, action: () => Promise<TSavedItem[]>, messages: { done: string; failed: string }) => {
      setBusy(keyOf(text));
      try {
        for (const item of await action()) {
          if (item.id === text.fieldId) rememberVersion({ itemType: 'field', linkId: text.fieldId, groupId: text.groupId, slot: text.slot, data: {} }, item);
        }
        toast.success(messages.done);
        after();
      } catch (error) {
        toast.error(errorMessage(error, messages.failed));
        if (error instanceof ApiError && error.status === 409) after();
      } finally {
        setBusy(null);
      }
    },
    [after],
  );

  const refresh = useCallback(
    (text: TOutdatedText) =>
      run(text, async () => (await translateOutdated({ pageId: env.page.id, to: text.locale, fieldId: text.fieldId })).items, {
        done: t('outdated.translated'),
        failed: t('outdated.translateFailed'),
      }),
    [env.page.id, run, t],
  );
  const keep = useCallback(
    (text: TOutdatedText) =>
      run(text, async () => [await confirmOutdated({ fieldId: text.fieldId, locale: text.locale })], {
        done: t('outdated.kept'),
        failed: t('outdated.keepFailed'),
      }),
    [run, t],
  );
  return { busy, keyOf, refresh, keep };
}
