'use client';

import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import { useEditorT } from '../i18n/use-editor-t';
import { useLanguageNames } from '../languages/language-names';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';

const BUTTON = cx(
  'inline-flex h-9 w-fit items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-violet-900 ring-1 ring-violet-200 hover:bg-violet-50 disabled:opacity-60',
  FOCUS_RING_LIGHT,
);

/** What a language tab needs to offer the machine translation (absent: no service, or not saved yet). */
export type TranslationOffer = {
  /** The site's default language, the one translated from. */
  source: Locale;
  /** The language being translated, if any (one at a time). */
  busy: Locale | null;
  /** Another action (a save) is running. */
  blocked: boolean;
  /** The form holds changes that the translation saves first. */
  unsaved: boolean;
  onTranslate: (locale: Locale) => void;
};

type Props = { offer: TranslationOffer; locale: Locale; hasTitle: boolean };

/**
 * "Aus Deutsch übersetzen (KI)" in one language tab: the stored default-language title and
 * description, machine-translated into this language. Replacing a title someone wrote is confirmed first.
 */
export function TranslateButton({ offer, locale, hasTitle }: Props) {
  const t = useEditorT('editorListings');
  const name = useLanguageNames();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const busy = offer.busy === locale;
  const run = () => {
    setConfirming(false);
    offer.onTranslate(locale);
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={BUTTON}
        disabled={busy || offer.busy !== null || offer.blocked}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        onClick={() => (hasTitle ? setConfirming(true) : run())}
      >
        {busy ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4 text-violet-600" />}
        {t('form.translate.button', { language: name(offer.source) })}
      </button>
      <p id={hintId} className="text-xs text-neutral-600">
        {busy ? t('form.translate.busy') : offer.unsaved ? t('form.translate.savesFirst') : t('form.translate.hint')}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('form.translate.confirmTitle', { language: name(locale) })}
        confirmLabel={t('form.translate.confirm')}
        cancelLabel={t('form.translate.cancel')}
        onConfirm={run}
      >
        {t('form.translate.confirmBody', { language: name(locale), source: name(offer.source) })}
      </ConfirmDialog>
    </div>
  );
}
