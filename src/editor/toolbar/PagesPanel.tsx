'use client';

import { FileText } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { cx } from '@/blocks/_shared/styles';
import { pagePath } from '@/shared/content/links';
import type { PickerPage } from '@/shared/editor/environment';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { SidePanel } from './SidePanel';
import { FOCUS_RING_LIGHT } from './ui';

type Group = { key: string; pages: PickerPage[] };

/** Free pages first, then one group per collection (editor-panels §2 "Pages overview"). */
function groupPages(pages: PickerPage[]): Group[] {
  const groups = new Map<string, PickerPage[]>();
  for (const page of pages) {
    const key = page.collection ?? '';
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))).map(([key, list]) => ({ key, pages: list }));
}

/**
 * The pages panel (search flag `pageMenu`): every page with a link to edit it. Navigation
 * editing and page creation belong to the full pages manager, which is not built yet.
 */
export function PagesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const search = useSearchParams();
  const query = new URLSearchParams(search.toString());
  query.delete('pageMenu');
  query.set('toolbar', '1');

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('toolbar.pagesTitle')}
      description={t('toolbar.pagesTitle')}
      hideDescription
      closeLabel={t('toolbar.close')}
    >
          <div className="flex-1 overflow-y-auto px-3 py-3">
            {env.pages.length === 0 ? <p className="px-2 text-sm text-neutral-500">{t('toolbar.pagesEmpty')}</p> : null}
            {groupPages(env.pages).map((group) => (
              <section key={group.key || 'free'} className="mb-4">
                {group.key ? <h3 className="px-2 pb-1 text-xs font-semibold tracking-wide text-neutral-500 uppercase">{group.key}</h3> : null}
                <ul>
                  {group.pages.map((page) => {
                    const path = pagePath({ locale: env.locale, mode: 'edit', page });
                    if (!path) return null;
                    const current = page.id === env.page.id;
                    return (
                      <li key={page.id}>
                        <a
                          href={`${path}?${query.toString()}`}
                          aria-current={current ? 'page' : undefined}
                          className={cx(
                            'flex items-center gap-3 rounded-xl px-2 py-2 text-sm hover:bg-neutral-50 aria-[current=page]:bg-sky-50 aria-[current=page]:text-sky-900',
                            FOCUS_RING_LIGHT,
                          )}
                        >
                          <FileText aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
                          <span className="min-w-0 flex-1 truncate font-medium">{page.name[env.locale] ?? page.slug[env.locale] ?? page.id}</span>
                          {page.status === 'draft' ? (
                            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('toolbar.draftPage')}</span>
                          ) : null}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
    </SidePanel>
  );
}
