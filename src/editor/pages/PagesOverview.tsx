'use client';

import { Plus } from 'lucide-react';
import type { Locale } from '@/shared/locales';
import type { ActiveCollection, TPageListItem } from '@/shared/schemas/site-structure';
import { useEditorT } from '../i18n/use-editor-t';
import { PageRow } from './PageRow';
import { groupPages } from './page-groups';
import { SECTION_TITLE, TEXT_BUTTON } from './styles';

type Props = {
  pages: readonly TPageListItem[];
  locale: Locale;
  currentPageId: string;
  onCreate: (collection: ActiveCollection | null) => void;
  onSettings: (page: TPageListItem) => void;
  onDelete: (page: TPageListItem) => void;
};

/** Every page, drafts included, in its group: free pages, then team, service and testimonial. */
export function PagesOverview({ pages, locale, currentPageId, onCreate, onSettings, onDelete }: Props) {
  const t = useEditorT('editorPages');
  return (
    <section aria-labelledby="pages-overview-title" className="mb-6">
      <h3 id="pages-overview-title" className={SECTION_TITLE}>
        {t('overview.title')}
      </h3>
      {groupPages(pages).map((group) => {
        const title = t(`groups.${group.key}`);
        const headingId = `pages-group-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={headingId} className="mb-3" data-group={group.key}>
            <div className="flex items-center justify-between px-1">
              <h4 id={headingId} className="text-sm font-semibold text-neutral-800">
                {title}
              </h4>
              <button type="button" className={TEXT_BUTTON} aria-label={t('groups.newPageIn', { group: title })} onClick={() => onCreate(group.collection)}>
                <Plus aria-hidden="true" className="size-3.5" />
                {t('groups.newPage')}
              </button>
            </div>
            {group.pages.length === 0 ? <p className="px-2 py-1 text-xs text-neutral-500">{t('groups.empty')}</p> : null}
            <ul>
              {group.pages.map((page) => (
                <PageRow
                  key={page.id}
                  page={page}
                  locale={locale}
                  current={page.id === currentPageId}
                  onSettings={() => onSettings(page)}
                  onDelete={() => onDelete(page)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
