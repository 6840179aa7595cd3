'use client';

import type { Locale } from '@/shared/locales';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import {
  addCollectionItem,
  type ContainerRef,
  loadCollectionItems,
  removeCollectionItem,
  setCollectionItemVisible,
  sortCollection,
} from './collection-actions';
import { type CollectionLists, removeItem, reorderShown, setItemVisible, splitItems } from './collection-lists';

type Load = 'loading' | 'ready' | 'error';

/**
 * The collection editor's state: both lists, loaded when the dialog opens. Sorting and showing or
 * hiding apply at once and are put back when the server refuses (its toast says why).
 */
export function useCollectionEditor(container: ContainerRef, open: boolean) {
  const t = useEditorT('editorCollections');
  const [lists, setLists] = useState<CollectionLists>({ shown: [], archive: [] });
  const [load, setLoad] = useState<Load>('loading');
  // The latest lists, so a rollback restores what was there before this change and not a stale closure.
  const current = useRef(lists);
  current.current = lists;
  const changed = useRef(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoad('loading');
    loadCollectionItems(container.collectionId).then(
      (answer) => {
        if (cancelled) return;
        setLists(splitItems(answer.items));
        setLoad('ready');
      },
      () => {
        if (!cancelled) setLoad('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, container.collectionId]);

  const optimistic = useCallback(async (next: CollectionLists, call: () => Promise<unknown>) => {
    const before = current.current;
    if (next === before) return;
    setLists(next);
    changed.current = true;
    if ((await call()) === null) setLists(before);
  }, []);

  const sort = (activeId: string, overId: string) =>
    optimistic(reorderShown(current.current, activeId, overId), () => sortCollection(t, { ...container, activeId, overId }));

  const setVisible = (pageId: string, visible: boolean) =>
    optimistic(setItemVisible(current.current, pageId, visible), () => setCollectionItemVisible(t, { ...container, pageId, visible }));

  async function remove(pageId: string) {
    const done = await removeCollectionItem(t, { ...container, pageId });
    if (done === null) return false;
    changed.current = true;
    setLists((state) => removeItem(state, pageId));
    return true;
  }

  async function add(name: string, lang: Locale) {
    const added = await addCollectionItem(t, { ...container, lang, name });
    if (!added) return null;
    changed.current = true;
    const item = { pageId: added.pageId, name: { [lang]: name }, slug: added.slug, visible: true, status: 'draft' as const };
    setLists((state) => ({ ...state, shown: [...state.shown, item] }));
    return item;
  }

  return { t, lists, load, sort, setVisible, remove, add, changed };
}
