'use client';

import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { EditorT } from '../i18n/messages';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

type Props = { t: EditorT<'editorTeam'>; checked: boolean; onChange: (on: boolean) => Promise<string | null> };

/** "Zwei-Faktor für alle Mitglieder verlangen" (owners): saved at once, a refusal beside the switch. */
export function TwoFactorSetting({ t, checked, onChange }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-4 border-t border-neutral-100 pt-3">
      <label className="flex items-center justify-between gap-3 text-sm font-medium">
        <span>{t('security.requireTwoFactor')}</span>
        <input
          type="checkbox"
          className={cx('size-4 accent-sky-700', FOCUS_RING_LIGHT)}
          checked={checked}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={async (event) => setError(await onChange(event.target.checked))}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-500">
        {t('security.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
