'use client';

import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import { FIELD_ERROR, INPUT, LABEL, TEXT_BUTTON } from './styles';
import type { PasswordChange } from './use-page-info';

type Props = { protectedNow: boolean; value: PasswordChange; error?: string; onChange: (value: PasswordChange) => void };

/**
 * Set, change or remove a page password. The stored one is never shown (only its hash exists);
 * the field says whether the page is protected and what saving will do.
 */
export function PasswordSetting({ protectedNow, value, error, onChange }: Props) {
  const t = useEditorT('editorPages');
  const id = useId();
  return (
    <fieldset className="rounded-xl p-3 ring-1 ring-neutral-200">
      <legend className={`${LABEL} px-1`}>{t('settings.password')}</legend>
      <p className="flex items-center gap-1.5 text-sm text-neutral-700">
        {protectedNow ? <Lock aria-hidden="true" className="size-3.5" /> : null}
        {protectedNow ? t('settings.passwordProtected') : t('settings.passwordNone')}
      </p>
      {value.action === 'set' ? (
        <div className="mt-2">
          <label htmlFor={id} className={LABEL}>
            {t('settings.passwordNew')}
          </label>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            className={`${INPUT} mt-1`}
            value={value.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange({ action: 'set', value: event.target.value })}
          />
          {error ? (
            <p id={`${id}-error`} className={FIELD_ERROR}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {value.action === 'remove' ? <p className="mt-2 text-sm text-amber-800">{t('settings.passwordRemoved')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-1">
        {value.action === 'keep' ? (
          <button type="button" className={TEXT_BUTTON} onClick={() => onChange({ action: 'set', value: '' })}>
            {protectedNow ? t('settings.passwordChange') : t('settings.passwordSet')}
          </button>
        ) : (
          <button type="button" className={TEXT_BUTTON} onClick={() => onChange({ action: 'keep' })}>
            {t('settings.passwordUndo')}
          </button>
        )}
        {protectedNow && value.action !== 'remove' ? (
          <button type="button" className={`${TEXT_BUTTON} text-rose-700 hover:bg-rose-50`} onClick={() => onChange({ action: 'remove' })}>
            {t('settings.passwordRemove')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
