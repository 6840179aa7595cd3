'use client';

import { ArrowUpRight, LocateFixed } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { cx } from '@/blocks/_shared/styles';
import type { TMissingText } from '@/shared/schemas/translation';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { missingTextHref } from './missing-href';

const ROW = cx('flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-neutral-50', FOCUS_RING_LIGHT);

type Props = {
  texts: readonly TMissingText[];
  /** The texts' language in the editor language ("Französisch"). */
  languageName: string;
  /** A text of the language being edited: scroll to it on this page. */
  onChoose: (text: TMissingText) => void;
};

/**
 * The missing texts of one language: box and field name and the source text. A text in the
 * language on screen is shown on the page; one in another language opens that language's edit
 * page scrolled to it.
 */
export function MissingTextList({ texts, languageName, onChoose }: Props) {
  const env = useEditorEnvironment();
  const labels = useBlockLabels();
  const t = useEditorT('editorTranslation');
  const search = useSearchParams();
  return (
    <ul aria-label={t('missing.textsOf', { language: languageName })} className="mt-2 divide-y divide-neutral-100">
      {texts.map((text) => {
        const here = text.locale === env.locale;
        const body = (
          <>
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-medium text-neutral-500">
                {t('missing.fieldOf', { box: labels.type(text.groupType), field: labels.slot(text.groupType, text.slot) })}
              </span>
              <span className="mt-0.5 line-clamp-2 block text-sm text-neutral-900">{text.source || t('missing.emptySource')}</span>
              <span className="mt-0.5 block text-[11px] font-semibold tracking-wide text-neutral-400 uppercase">
                {t('missing.sourceFrom', { locale: text.sourceLocale.toUpperCase() })}
              </span>
            </span>
            {here ? (
              <LocateFixed aria-hidden="true" className="mt-1 size-4 shrink-0 text-sky-600" />
            ) : (
              <ArrowUpRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-sky-600" />
            )}
            <span className="sr-only">{here ? t('missing.showHere') : t('missing.openIn', { language: languageName })}</span>
          </>
        );
        return (
          <li key={`${text.locale}:${text.fieldId}`} data-missing-field={text.fieldId}>
            {here ? (
              <button type="button" className={ROW} onClick={() => onChoose(text)}>
                {body}
              </button>
            ) : (
              <a className={ROW} href={missingTextHref({ page: env.page, locale: text.locale, search, fieldId: text.fieldId })}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
