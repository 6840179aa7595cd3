'use client';

import { EyeOff, Pencil, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { TMissingText, TOutdatedText } from '@/shared/schemas/translation';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import type { MissingLanguage } from '../publish/publish-state';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { missingTextHref } from './missing-href';
import { MissingTextList } from './MissingTextList';
import { OutdatedTextList } from './OutdatedTextList';
import { TranslateAllButton } from './TranslateAllButton';
import type { ProviderState } from './use-translation-provider';

const EDIT = cx(
  'inline-flex h-9 w-fit items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50',
  FOCUS_RING_LIGHT,
);

type Props = {
  language: MissingLanguage;
  languageName: string;
  texts: readonly TMissingText[];
  /** The language's outdated translations (issue 31), listed under "Veraltet". */
  outdated: readonly TOutdatedText[];
  provider: ProviderState;
  /** The language being machine-translated right now, if any. */
  running: string | null;
  onTranslate: () => void;
  onChoose: (text: Pick<TMissingText, 'fieldId' | 'groupId' | 'slot'>) => void;
};

/**
 * One language of the missing-translations dialog: how many texts are missing, whether that
 * blocks publishing (a live language) or only keeps the page hidden there (a new language), the
 * way to edit in it, machine translation of all of them, and the texts themselves; then its
 * outdated translations, if any.
 */
export function MissingLanguageSection({ language, languageName, texts, outdated, provider, running, onTranslate, onChoose }: Props) {
  const t = useEditorT('editorTranslation');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-missing-locale={language.locale} className="rounded-xl p-3 ring-1 ring-neutral-200">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold">
          {languageName.charAt(0).toLocaleUpperCase() + languageName.slice(1)}{' '}
          <span className="text-xs font-semibold text-neutral-400">{language.locale.toUpperCase()}</span>
        </h3>
        <span className="text-sm tabular-nums text-neutral-600">
          {[
            language.count > 0 ? t('missing.count', { count: language.count }) : null,
            outdated.length > 0 ? t('outdated.count', { count: outdated.length }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {language.count > 0 ? (
        <MissingPart
          language={language}
          languageName={languageName}
          texts={texts}
          provider={provider}
          running={running}
          onTranslate={onTranslate}
          onChoose={onChoose}
        />
      ) : null}
      {outdated.length > 0 ? <OutdatedTextList texts={outdated} languageName={languageName} provider={provider} onChoose={onChoose} /> : null}
    </section>
  );
}

/** The missing texts of the language: whether they block, how to edit or translate them, the list. */
function MissingPart({ language, languageName, texts, provider, running, onTranslate, onChoose }: Omit<Props, 'outdated'>) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorTranslation');
  const search = useSearchParams();
  const first = texts[0];
  const here = language.locale === env.locale;
  return (
    <>
      {language.blocking ? (
        <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          {t('missing.blocking')}
        </p>
      ) : (
        <p className="mt-1 flex items-start gap-1.5 text-xs text-neutral-600">
          <EyeOff aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t('missing.notLive')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {here ? (
          <button type="button" className={EDIT} disabled={!first} onClick={() => first && onChoose(first)}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {t('missing.edit', { language: languageName })}
          </button>
        ) : (
          <a className={EDIT} href={missingTextHref({ page: env.page, locale: language.locale, search, fieldId: first?.fieldId })}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {t('missing.edit', { language: languageName })}
          </a>
        )}
        <TranslateAllButton
          languageName={languageName}
          provider={provider}
          running={running === language.locale}
          busy={running !== null && running !== language.locale}
          onTranslate={onTranslate}
        />
      </div>
      {texts.length > 0 ? <MissingTextList texts={texts} languageName={languageName} onChoose={onChoose} /> : null}
    </>
  );
}
