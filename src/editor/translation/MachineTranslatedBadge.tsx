'use client';

import { Check, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../toolbar/toast';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import { ApiError } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation } from '../publish/status-context';
import { rememberVersion } from '../safety/versions';
import { errorMessage } from '../toolbar/toast-action';
import { EDITOR_FONT, FOCUS_RING_LIGHT, Spinner, WithTooltip } from '../toolbar/ui';
import { confirmTranslation } from './translation-api';

type Props = {
  groupId: string;
  fieldId: string;
  slot: string;
  locale: Locale;
  /** The slot's name ("Titel"), naming what the confirm button confirms. */
  label: string;
  /** The translation was confirmed: the slot hides the badge at once, before the page re-renders. */
  onConfirmed: () => void;
};

/**
 * Marks a text whose content in this language is an unreviewed machine translation, with the way
 * to accept it as it is (editing the text accepts it too; the server then drops the mark).
 */
export function MachineTranslatedBadge({ groupId, fieldId, slot, locale, label, onConfirmed }: Props) {
  const t = useEditorT('editorTranslation');
  const after = useAfterMutation();
  const hintId = useId();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const saved = await confirmTranslation({ fieldId, locale });
      rememberVersion({ itemType: 'field', linkId: fieldId, groupId, slot, data: {} }, saved);
      onConfirmed();
      toast.success(t('machine.confirmed'));
      after();
    } catch (error) {
      toast.error(t('machine.confirmFailed', { message: errorMessage(error, t('machine.generic')) }));
      if (error instanceof ApiError && error.status === 409) after();
    } finally {
      setBusy(false);
    }
  }

  return (
    <span
      data-machine-translated={locale}
      className={cx(
        EDITOR_FONT,
        'mt-1 flex w-fit items-center gap-1.5 rounded-full bg-violet-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-violet-900 ring-1 ring-violet-200',
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5 text-violet-600" />
      {t('machine.badge')}
      <span id={hintId} className="sr-only">
        {t('machine.hint')}
      </span>
      <WithTooltip label={t('machine.hint')}>
        <button
          type="button"
          disabled={busy}
          aria-label={t('machine.confirmLabel', { field: label })}
          aria-describedby={hintId}
          onClick={() => void confirm()}
          className={cx(
            'inline-flex h-6 items-center gap-1 rounded-full bg-white px-2 font-semibold text-violet-800 ring-1 ring-violet-300 hover:bg-violet-100 disabled:opacity-60',
            FOCUS_RING_LIGHT,
          )}
        >
          {busy ? <Spinner /> : <Check aria-hidden="true" className="size-3.5" />}
          {t('machine.confirm')}
        </button>
      </WithTooltip>
    </span>
  );
}
