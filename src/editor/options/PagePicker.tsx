'use client';

import { ChevronRight } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { useEditorEnvironment } from '@/editor/context';
import type { PickerPage } from '@/shared/editor/environment';
import type { PageRef } from '@/editor/lib/link-value';
import { PageButton } from './PageButton';
import { focusRing, useOptionTexts } from './ui';
import { usePageGroups } from './use-page-groups';

export type PagePickerProps = {
  selected: PageRef | null;
  onSelect: (page: PageRef) => void;
  disabled?: boolean;
};

/**
 * Internal pages to link to (editor-core §2 "Page picker"), drafts included, in three collapsible
 * groups: navigation, top-level pages, and collections with one sub-group each. The groups holding
 * the selected page start expanded.
 */
export function PagePicker({ selected, onSelect, disabled = false }: PagePickerProps) {
  const t = useOptionTexts();
  const { locale } = useEditorEnvironment();
  const groups = usePageGroups(selected?.id ?? null);

  const list = (pages: readonly PickerPage[]) =>
    pages.length === 0 ? (
      <p className="px-2 py-1 text-xs text-neutral-400">{t('noPages')}</p>
    ) : (
      <ul className="space-y-px">
        {pages.map((page) => (
          <li key={page.id}>
            <PageButton page={page} locale={locale} selected={page.id === selected?.id} disabled={disabled} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="max-h-72 overflow-y-auto rounded-lg border border-neutral-200 p-1">
      <Accordion.Root type="multiple" defaultValue={groups.open}>
        <Group value="navigation" title={t('pageGroups.navigation')}>
          {groups.navigation.length === 0
            ? list([])
            : groups.navigation.map((entry) => (
                <div key={entry.id} className="mb-1">
                  <p className="px-2 pt-1 pb-0.5 text-[11px] font-semibold tracking-wide text-neutral-400 uppercase">{entry.title}</p>
                  {list(entry.pages)}
                </div>
              ))}
        </Group>
        <Group value="topLevel" title={t('pageGroups.topLevel')}>
          {list(groups.topLevel)}
        </Group>
        <Group value="collections" title={t('pageGroups.collections')}>
          {groups.collections.length === 0 ? (
            list([])
          ) : (
            <Accordion.Root type="multiple" defaultValue={groups.open}>
              {groups.collections.map((collection) => (
                <Group key={collection.key} value={`collection:${collection.key}`} title={collection.title} nested>
                  {list(collection.pages)}
                </Group>
              ))}
            </Accordion.Root>
          )}
        </Group>
      </Accordion.Root>
    </div>
  );
}

function Group({ value, title, nested = false, children }: { value: string; title: string; nested?: boolean; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Header className="m-0">
        <Accordion.Trigger
          className={`group flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 text-left font-medium hover:bg-neutral-50 ${nested ? 'text-xs text-neutral-600' : 'text-xs text-neutral-800'} ${focusRing}`}
        >
          <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400 transition-transform group-data-[state=open]:rotate-90" />
          {title}
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={nested ? 'pl-3' : 'pb-1 pl-2'}>{children}</Accordion.Content>
    </Accordion.Item>
  );
}
