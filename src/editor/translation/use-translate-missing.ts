'use client';

import { useCallback, useState } from 'react';
import { toast } from '../toolbar/toast';
import type { Locale } from '@/shared/locales';
import type { TMissingText } from '@/shared/schemas/translation';
import { ApiError } from '../api-client';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { rememberVersion } from '../safety/versions';
import { errorMessage } from '../toolbar/toast-action';
import { translateMissing } from './translation-api';

/**
 * "Alle fehlenden übersetzen" for one language: a loading toast, then how many texts were
 * translated (to be reviewed) or the server's reason; afterwards the draft and the status reload.
 */
export function useTranslateMissing(texts: readonly TMissingText[]): { running: Locale | null; run: (locale: Locale) => Promise<void> } {
  const env = useEditorEnvironment();
  const t = useEditorT('editorTranslation');
  const after = useAfterMutation();
  const [running, setRunning] = useState<Locale | null>(null);

  const run = useCallback(
    async (locale: Locale) => {
      setRunning(locale);
      const id = toast.loading(t('translateAll.loading'));
      try {
        const result = await translateMissing({ pageId: env.page.id, to: locale });
        // The translations are new versions of the fields: the next save builds on them.
        const slots = new Map(texts.filter((text) => text.locale === locale).map((text) => [text.fieldId, text]));
        for (const item of result.items) {
          const text = item.id ? slots.get(item.id) : undefined;
          if (item.itemType === 'field' && text)
            rememberVersion({ itemType: 'field', linkId: text.fieldId, groupId: text.groupId, slot: text.slot, data: {} }, item);
        }
        toast.success(t('translateAll.success', { count: result.translated }), { id });
        after();
      } catch (error) {
        toast.error(errorMessage(error, t('translateAll.failed')), { id });
        // The page changed meanwhile: show what is there now.
        if (error instanceof ApiError && error.status === 409) after();
      } finally {
        setRunning(null);
      }
    },
    [after, env.page.id, t, texts],
  );
  return { running, run };
}
