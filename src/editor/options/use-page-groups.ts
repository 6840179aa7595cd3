'use client';

import { useMemo } from 'react';
import { useEditorEnvironment } from '@/editor/context';
import type { PickerPage } from '@/shared/editor/environment';
import { COLLECTIONS } from '@/shared/content/types';
import { useOptionTexts } from './ui';

export type PageGroups = {
  navigation: { id: string; title: string; pages: PickerPage[] }[];
  topLevel: PickerPage[];
  collections: { key: string; title: string; pages: PickerPage[] }[];
  /** Accordion values of the groups (and collection sub-groups) holding the selected page. */
  open: string[];
};

/** Sorts the environment's pages into the picker's groups (editor-core §2 "Page picker"). */
export function usePageGroups(selectedId: string | null): PageGroups {
  const { pages, navigation, locale } = useEditorEnvironment();
  const t = useOptionTexts();
  return useMemo(() => {
    const byId = new Map(pages.map((page) => [page.id, page]));
    const nav = navigation.map((entry) => ({
      id: entry.id,
      title: entry.label[locale]?.trim() || t('newNavigation'),
      pages: entry.pageIds.map((id) => byId.get(id)).filter((page): page is PickerPage => page !== undefined),
    }));
    const topLevel = pages.filter((page) => page.collection === null);
    const collections = COLLECTIONS.map((key) => ({
      key,
      title: t(`collections.${key}`),
      pages: pages.filter((page) => page.collection === key),
    })).filter((group) => group.pages.length > 0);

    const open: string[] = [];
    const selected = selectedId ? byId.get(selectedId) : undefined;
    if (selected) {
      if (nav.some((entry) => entry.pages.includes(selected))) open.push('navigation');
      if (selected.collection === null) open.push('topLevel');
      else open.push('collections', `collection:${selected.collection}`);
    }
    return { navigation: nav, topLevel, collections, open };
  }, [pages, navigation, locale, t, selectedId]);
}
