'use client';

import { CircleAlert, CircleCheck, LocateFixed, TriangleAlert } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import type { TPublishCheck } from '@/shared/schemas/publish-checks';
import { useBlockLabels } from '../../context';
import { useEditorT } from '../../i18n/use-editor-t';
import { useLanguageNames } from '../../languages/language-names';
import { FOCUS_RING_LIGHT, Spinner } from '../../toolbar/ui';
import { checkPlace, checkSentence } from './check-sentence';
import type { PublishChecksState } from './use-publish-checks';

type Props = {
  state: PublishChecksState;
  /** Entries of other pages are named with their page (the whole site's list). */
  pageName?: (pageId: string) => string | null;
  /** Leave these out (shown in another list of the same dialog). */
  exclude?: (check: TPublishCheck) => boolean;
  onShow: (check: TPublishCheck) => void;
};

const SEVERITY = {
  blocking: { Icon: CircleAlert, row: 'bg-rose-50 ring-rose-200', icon: 'text-rose-600' },
  warning: { Icon: TriangleAlert, row: 'bg-amber-50 ring-amber-200', icon: 'text-amber-600' },
} as const;

/**
 * "Vor dem Veröffentlichen": the server's publish checks, blocking first, each with its box, the
 * problem in the editor language and "Zeigen". Shown in the publish and "Alles veröffentlichen"
 * dialogs; what blocks and what needs "Trotzdem veröffentlichen" is said above the list.
 */
export function PublishChecksList({ state, pageName, exclude, onShow }: Props) {
  const t = useEditorT('editorPublish');
  const labels = useBlockLabels();
  const languageName = useLanguageNames();
  const checks = (state.checks ?? []).filter((check) => !exclude?.(check));
  const blocking = checks.filter((check) => check.severity === 'blocking').length;
  const warnings = checks.length - blocking;

  return (
    <section aria-label={t('checks.title')} className="mt-4" data-publish-checks={state.checks === null ? 'loading' : checks.length}>
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">{t('checks.title')}</p>
      {state.failed ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-rose-700">
          {t('checks.failed')}
          <button type="button" onClick={() => void state.reload()} className={cx('font-medium underline underline-offset-2', FOCUS_RING_LIGHT)}>
            {t('checks.retry')}
          </button>
        </p>
      ) : state.checks === null ? (
        <Spinner label={t('checks.loading')} className="mt-1 text-neutral-500" />
      ) : checks.length === 0 ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-neutral-600">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          {t('checks.allGood')}
        </p>
      ) : (
        <>
          {blocking > 0 ? <p className="mt-1 text-sm font-medium text-rose-800">{t('checks.blockingNote', { count: blocking })}</p> : null}
          {warnings > 0 ? <p className="mt-1 text-sm text-amber-900">{t('checks.warningNote', { count: warnings })}</p> : null}
          <ul className="mt-2 max-h-60 space-y-1.5 overflow-y-auto p-0.5">
            {checks.map((check) => {
              const { Icon, row, icon } = SEVERITY[check.severity];
              const sentence = checkSentence(check, t, labels, languageName);
              const place = checkPlace(check, labels, t('checks.settings'), check.pageId && pageName ? pageName(check.pageId) : null);
              return (
                <li
                  key={check.id}
                  data-publish-check={check.code}
                  data-severity={check.severity}
                  className={cx('flex items-start gap-2.5 rounded-lg px-2.5 py-2 ring-1', row)}
                >
                  <Icon aria-hidden="true" className={cx('mt-0.5 size-4 shrink-0', icon)} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs font-medium text-neutral-500">
                      <span className="sr-only">{t(`checks.${check.severity}`)}: </span>
                      {place}
                    </span>
                    <span className="block text-sm text-neutral-900">{sentence}</span>
                    {check.pageId !== null && check.params.languages ? (
                      <span className="mt-0.5 block text-[11px] font-semibold tracking-wide text-neutral-500 uppercase">
                        {t('checks.onlyIn', { languages: String(check.params.languages) })}
                      </span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    onClick={() => onShow(check)}
                    aria-label={t('checks.showLabel', { problem: sentence })}
                    className={cx(
                      'inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-sky-700 hover:bg-white',
                      FOCUS_RING_LIGHT,
                    )}
                  >
                    <LocateFixed aria-hidden="true" className="size-3.5" />
                    {t('checks.show')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
