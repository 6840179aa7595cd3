'use client';

import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import type { ProviderState } from './use-translation-provider';

type Props = {
  languageName: string;
  provider: ProviderState;
  /** This language is being translated right now. */
  running: boolean;
  /** Another language is being translated: one run at a time. */
  busy: boolean;
  onTranslate: () => void;
};

/**
 * Machine-translates every missing text of one language. Without a provider it stays visible but
 * unavailable, with the reason beside it (focusable through aria-disabled, so the reason is heard).
 */
export function TranslateAllButton({ languageName, provider, running, busy, onTranslate }: Props) {
  const t = useEditorT('editorTranslation');
  const hintId = useId();
  const noProvider = provider.status === 'ready' && provider.provider === null;
  const unavailable = noProvider || provider.status === 'loading' || running || busy;
  const hint = noProvider ? t('translateAll.noProvider') : provider.status === 'loading' ? t('translateAll.checkingProvider') : t('translateAll.hint');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <button
        type="button"
        aria-disabled={unavailable || undefined}
        aria-describedby={hintId}
        aria-label={t('translateAll.label', { language: languageName })}
        onClick={() => {
          if (!unavailable) onTranslate();
        }}
        className={cx(
          'inline-flex h-9 w-fit items-center gap-2 rounded-xl bg-violet-600 px-3 text-sm font-semibold text-white hover:bg-violet-700',
          'aria-disabled:cursor-not-allowed aria-disabled:bg-neutral-200 aria-disabled:text-neutral-500',
          FOCUS_RING_LIGHT,
        )}
      >
        {running ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
        {running ? t('translateAll.busy') : t('translateAll.button')}
      </button>
      <p id={hintId} className={cx('text-xs', noProvider ? 'text-amber-800' : 'text-neutral-500')}>
        {hint}
      </p>
    </div>
  );
}
