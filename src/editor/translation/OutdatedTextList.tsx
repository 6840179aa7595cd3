'use client';

import { ArrowUpRight, Check, LocateFixed, Sparkles } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { TOutdatedText } from '@/shared/schemas/translation';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { missingTextHref } from './missing-href';
import { useOutdatedActions } from './use-outdated-actions';
import type { ProviderState } from './use-translation-provider';

const ACTION = cx(
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold ring-1',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  FOCUS_RING_LIGHT,
);
const SHOW = cx('inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-sky-600 hover:bg-sky-50', FOCUS_RING_LIGHT);

type Props = {
  texts: readonly TOutdatedText[];
  /** The texts' language in the editor language ("Französisch"). */
  languageName: string;
  provider: ProviderState;
  onChoose: (text: TOutdatedText) => void;
};

/**
 * "Veraltet": the translations of one language whose source changed since they were written
 * (issue 31), each with the source then and now and the translation as it stands; "KI-Übersetzung"
 * translates it anew (marked machine translated), "Ist noch richtig" keeps it. Visitors read the
 * old translation until either is published.
 */
export function OutdatedTextList({ texts, languageName, provider, onChoose }: Props) {
  const env = useEditorEnvironment();
  const labels = useBlockLabels();
  const t = useEditorT('editorTranslation');
  const search = useSearchParams();
  const headingId = useId();
  const actions = useOutdatedActions();
  // Unknown (the question failed): usable, the server's answer explains a refusal.
  const noProvider = provider.status === 'loading' || (provider.status === 'ready' && provider.provider === null);
  return (
    <div className="mt-3 border-t border-neutral-100 pt-3" data-outdated-list="">
      <h4 id={headingId} className="text-sm font-semibold text-neutral-800">
        {t('outdated.heading')}
      </h4>
      {provider.status === 'ready' && provider.provider === null ? <p className="mt-1 text-xs text-amber-800">{t('translateAll.noProvider')}</p> : null}
      <ul aria-labelledby={headingId} className="mt-1 divide-y divide-neutral-100">
        {texts.map((text) => {
          const field = labels.slot(text.groupType, text.slot);
          const here = text.locale === env.locale;
          const busy = actions.busy === actions.keyOf(text);
          const source = text.sourceLocale.toUpperCase();
          return (
            <li key={actions.keyOf(text)} data-outdated-field={text.fieldId} className="py-2">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="text-xs font-medium text-neutral-500">{t('missing.fieldOf', { box: labels.type(text.groupType), field })}</p>
                  <p className="mt-0.5 line-clamp-2 text-neutral-900">
                    <span className="sr-only">{t('outdated.translationIn', { language: languageName })}: </span>
                    {text.translation}
                  </p>
                  <p className="mt-1 line-clamp-2 text-neutral-500">
                    <span className="mr-1 text-[11px] font-semibold tracking-wide text-neutral-400 uppercase">{t('outdated.before', { locale: source })}</span>
                    <del className="decoration-neutral-300">{text.oldSource}</del>
                  </p>
                  <p className="line-clamp-2 text-neutral-900">
                    <span className="mr-1 text-[11px] font-semibold tracking-wide text-neutral-400 uppercase">{t('outdated.now', { locale: source })}</span>
                    {text.newSource}
                  </p>
                </div>
                {here ? (
                  <button type="button" className={SHOW} aria-label={t('outdated.showHere', { field })} onClick={() => onChoose(text)}>
                    <LocateFixed aria-hidden="true" className="size-4" />
                  </button>
                ) : (
                  <a
                    className={SHOW}
                    aria-label={t('outdated.openIn', { field, language: languageName })}
                    href={missingTextHref({ page: env.page, locale: text.locale, search, fieldId: text.fieldId })}
                  >
                    <ArrowUpRight aria-hidden="true" className="size-4" />
                  </a>
                )}
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-disabled={noProvider || actions.busy !== null || undefined}
                  aria-label={t('outdated.translateLabel', { field, language: languageName })}
                  onClick={() => {
                    if (!noProvider && actions.busy === null) void actions.refresh(text);
                  }}
                  className={cx(ACTION, 'bg-violet-600 text-white ring-violet-600 hover:bg-violet-700')}
                >
                  {busy ? <Spinner /> : <Sparkles aria-hidden="true" className="size-3.5" />}
                  {t('outdated.translate')}
                </button>
                <button
                  type="button"
                  aria-disabled={actions.busy !== null || undefined}
                  aria-label={t('outdated.keepLabel', { field, language: languageName })}
                  onClick={() => {
                    if (actions.busy === null) void actions.keep(text);
                  }}
                  className={cx(ACTION, 'bg-white text-neutral-800 ring-neutral-300 hover:bg-neutral-50')}
                >
                  <Check aria-hidden="true" className="size-3.5" />
                  {t('outdated.keep')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
