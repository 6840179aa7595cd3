'use client';

import { FileText, Menu, Settings, TriangleAlert } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { changeSummary } from './change-summary';
import { type SiteDrafts, draftPageHref, draftPageName } from './site-drafts';

const ROW = 'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm';

/**
 * The site's other unpublished changes: each page links to its edit view and says what changes on
 * it (counted as its own publish button counts); navigation and settings are named. The settings'
 * problems are listed here unless the dialog shows them with the publish checks (`problems` false).
 */
export function SiteDraftsList({ drafts, problems = true }: { drafts: SiteDrafts; problems?: boolean }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorHistory');
  const tp = useEditorT('editorPublish');
  const specialKeys = new Map(env.pages.map((page) => [page.id, page.specialKey]));
  return (
    <ul className="max-h-64 overflow-y-auto">
      {drafts.pages.map((page) => (
        <li key={page.id}>
          <a href={draftPageHref(page, env.locale, specialKeys.get(page.id) ?? null)} className={cx(ROW, 'hover:bg-neutral-50', FOCUS_RING_LIGHT)}>
            <FileText aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-neutral-900">{draftPageName(page, env.locale, t('site.untitled'))}</span>
              <span className="block truncate text-xs text-neutral-500" data-page-changes={page.id}>
                {changeSummary(page.changes, tp)}
              </span>
            </span>
            {page.status === 'draft' ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('site.draft')}</span>
            ) : null}
          </a>
        </li>
      ))}
      {drafts.navigation ? (
        <li className={cx(ROW, 'text-neutral-700')}>
          <Menu aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
          {t('site.navigation')}
        </li>
      ) : null}
      {drafts.settings ? (
        <li className={cx(ROW, 'text-neutral-700')}>
          <Settings aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
          {t('site.settings')}
        </li>
      ) : null}
      {drafts.settings && problems
        ? drafts.settingsProblems.map((problem) => (
            <li key={problem.key} className={cx(ROW, 'bg-amber-50 text-amber-900')} data-settings-problem={problem.key}>
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
              {problem.key === 'bookingLinkMissing'
                ? t('site.problems.bookingLinkMissing')
                : t('site.problems.bookingTextMissing', { locales: problem.locales.map((locale) => locale.toUpperCase()).join(', ') })}
            </li>
          ))
        : null}
    </ul>
  );
}
