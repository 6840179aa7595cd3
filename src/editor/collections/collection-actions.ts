'use client';

import type {
  ZAddCollectionItemRequest,
  ZAddedCollectionItem,
  ZCollectionEditorList,
  ZGroupMetaRequest,
  ZGroupVisibilityRequest,
} from '@/shared/schemas/collections';
import type { ActiveCollection } from '@/shared/schemas/site-structure';
import type { z } from 'zod';
import { apiGet, apiPost } from '../api-client';
import type { EditorMessages, EditorT } from '../i18n/messages';
import { type ToastTexts, withToast } from '../toolbar/toast-action';

/**
 * The collection editor's and the element menu's calls (editor-panels §7), each behind its toast.
 * Like the section calls they resolve null on failure, after the error toast.
 */

export type CollectionsT = EditorT<'editorCollections'>;
type CollectionsToast = Exclude<keyof EditorMessages['editorCollections']['toasts'], 'generic'>;

export function collectionsToast(t: CollectionsT, kind: CollectionsToast): ToastTexts {
  return {
    loading: t(`toasts.${kind}.loading`),
    success: t(`toasts.${kind}.success`),
    error: (message) => t(`toasts.${kind}.error`, { message }),
    generic: t('toasts.generic'),
  };
}

export type ContainerRef = { collectionId: string; collectionName: ActiveCollection };

export function loadCollectionItems(collectionId: string) {
  return apiGet<z.infer<typeof ZCollectionEditorList>>('/collection/items', { collectionId });
}

export function sortCollection(t: CollectionsT, body: ContainerRef & { activeId: string; overId: string }) {
  return withToast(collectionsToast(t, 'sort'), () => apiPost('/collection/sort', (s) => s.ZSortCollectionRequest, body));
}

export function setCollectionItemVisible(t: CollectionsT, body: ContainerRef & { pageId: string; visible: boolean }) {
  const { visible, ...rest } = body;
  return withToast(collectionsToast(t, visible ? 'show' : 'hide'), () =>
    apiPost('/collection/items', (s) => s.ZCollectionItemVisibilityRequest, { ...rest, action: visible ? 'show' : 'hide' }),
  );
}

export function addCollectionItem(t: CollectionsT, body: z.input<typeof ZAddCollectionItemRequest>) {
  return withToast(collectionsToast(t, 'add'), () =>
    apiPost<typeof ZAddCollectionItemRequest, z.infer<typeof ZAddedCollectionItem>>('/collection/add', (s) => s.ZAddCollectionItemRequest, body),
  );
}

export function removeCollectionItem(t: CollectionsT, body: ContainerRef & { pageId: string }) {
  return withToast(collectionsToast(t, 'remove'), () => apiPost('/collection/removeItem', (s) => s.ZRemoveCollectionItemRequest, body));
}

export function saveFieldVisibility(t: CollectionsT, body: z.input<typeof ZGroupVisibilityRequest>) {
  return withToast(collectionsToast(t, 'fieldVisibility'), () => apiPost('/group/visibility', (s) => s.ZGroupVisibilityRequest, body));
}

export function saveLanguageVisibility(t: CollectionsT, body: z.input<typeof ZGroupMetaRequest>) {
  return withToast(collectionsToast(t, 'languageVisibility'), () => apiPost('/group/meta', (s) => s.ZGroupMetaRequest, body));
}
