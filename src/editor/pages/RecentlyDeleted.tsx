'use client';

import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Locale } from '@/shared/locales';
import { type TDeletedPage, ZPageIdBody } from '@/shared/schemas/site-structure';
import { apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { withToast } from '../toolbar/toast-action';
import { daysLeft, pageName } from './page-groups';
import { SECTION_TITLE, TEXT_BUTTON } from './styles';

type Props = { pages: readonly TDeletedPage[]; locale: Locale; onRestored: () => void };

/** Pages deleted within the last 30 days, each with the days left and "restore" (back as it was). */
export function RecentlyDeleted({ pages, locale, onRestored }: Props) {
  const t = useEditorT('editorPages');
  const [busy, setBusy] = useState<string | null>(null);

  const restore = async (page: TDeletedPage) => {
    setBusy(page.id);
    const done = await withToast(
      { loading: t('deleted.loading'), success: t('deleted.success'), error: (message) => t('deleted.error', { message }), generic: t('panel.generic') },
      () => apiPost('/page/restore', ZPageIdBody, { id: page.id }),
    );
    setBusy(null);
    if (done !== null) onRestored();
  };

  return (
    <section aria-labelledby="pages-deleted-title" className="mb-2">
      <h3 id="pages-deleted-title" className={SECTION_TITLE}>
        {t('deleted.title')}
      </h3>
      {pages.length === 0 ? <p className="px-1 text-xs text-neutral-500">{t('deleted.empty')}</p> : null}
      <ul>
        {pages.map((page) => {
          const name = pageName(page, locale) ?? t('page.untitled');
          return (
            <li key={page.id} className="flex items-center gap-2 px-1 py-1.5 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-neutral-700">{name}</span>
                <span className="block text-xs text-neutral-500">{t('deleted.daysLeft', { days: daysLeft(page.purgeAt) })}</span>
              </span>
              <button
                type="button"
                className={TEXT_BUTTON}
                disabled={busy === page.id}
                aria-label={t('deleted.restoreName', { name })}
                onClick={() => void restore(page)}
              >
                <RotateCcw aria-hidden="true" className="size-3.5" />
                {t('deleted.restore')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
