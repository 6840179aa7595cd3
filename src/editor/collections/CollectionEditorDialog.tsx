'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { TCollectionEditorItem } from '@/shared/schemas/collections';
import { useEditorEnvironment } from '../context';
import { useDragAnnouncements } from '../lib/use-drag-announcements';
import { useAfterMutation } from '../publish/status-context';
import { ConfirmDialog, DIALOG_OVERLAY, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { EDITOR_FONT } from '../toolbar/ui';
import { AddCollectionItemForm } from './AddCollectionItemForm';
import type { ContainerRef } from './collection-actions';
import { itemName } from './collection-lists';
import { CollectionItemRow, SortableItemRow } from './CollectionItemRow';
import { useCollectionEditor } from './use-collection-editor';

type Props = { container: ContainerRef; open: boolean; onOpenChange: (open: boolean) => void };

/** A drag counts after 3 px, so a click on the handle stays a click (editor-panels §4 Collection items). */
const ACTIVATION = { distance: 3 };

/**
 * The collection editor (editor-panels §4): the container's shown entries in their order, sortable
 * by drag and drop, and its archive; entries are shown, archived, added and deleted here. Closing
 * refreshes the page so the container renders the new list.
 */
export function CollectionEditorDialog({ container, open, onOpenChange }: Props) {
  const editor = useCollectionEditor(container, open);
  const { t, lists, load } = editor;
  const { locale } = useEditorEnvironment();
  const after = useAfterMutation();
  const [removing, setRemoving] = useState<TCollectionEditorItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: string | number) => {
    const item = lists.shown.find((entry) => entry.pageId === id);
    return (item && itemName(item, locale)) ?? t('collection.untitled');
  };
  const accessibility = useDragAnnouncements(nameOf);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) void editor.sort(String(active.id), String(over.id));
  }
  function close(next: boolean) {
    onOpenChange(next);
    if (!next && editor.changed.current) {
      editor.changed.current = false;
      after();
    }
  }
  const row = (item: TCollectionEditorItem) => ({
    item,
    collection: container.collectionName,
    onToggle: () => void editor.setVisible(item.pageId, !item.visible),
    onRemove: () => setRemoving(item),
  });

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          className={cx(
            EDITOR_FONT,
            'fixed top-1/2 left-1/2 z-[71] flex max-h-[min(44rem,calc(100vh-2rem))] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white text-neutral-900 shadow-2xl ring-1 ring-black/5',
          )}
        >
          <div className="border-b border-neutral-100 px-6 pt-5 pb-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{t('collection.title')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-neutral-500">{t('collection.description')}</Dialog.Description>
          </div>
          <div className="flex-1 space-y-5 overflow-y-auto px-6 py-5" aria-busy={load === 'loading'}>
            {load === 'loading' ? <p className="text-sm text-neutral-500">{t('collection.loading')}</p> : null}
            {load === 'error' ? (
              <p role="alert" className="text-sm text-rose-700">
                {t('collection.loadError')}
              </p>
            ) : null}
            {load === 'ready' ? (
              <>
                <section aria-labelledby="collection-shown">
                  <h3 id="collection-shown" className="mb-2 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
                    {t('collection.shown')}
                  </h3>
                  {lists.shown.length === 0 ? <p className="text-sm text-neutral-500">{t('collection.emptyShown')}</p> : null}
                  <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
                    <SortableContext items={lists.shown.map((item) => item.pageId)} strategy={verticalListSortingStrategy}>
                      <ul aria-label={t('collection.shown')} className="space-y-1.5">
                        {lists.shown.map((item) => (
                          <SortableItemRow key={item.pageId} {...row(item)} />
                        ))}
                      </ul>
                    </SortableContext>
                  </DndContext>
                </section>
                <section aria-labelledby="collection-archive">
                  <h3 id="collection-archive" className="mb-2 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
                    {t('collection.archive')}
                  </h3>
                  {lists.archive.length === 0 ? <p className="text-sm text-neutral-500">{t('collection.emptyArchive')}</p> : null}
                  <ul aria-label={t('collection.archive')} className="space-y-1.5">
                    {lists.archive.map((item) => (
                      <li key={item.pageId}>
                        <CollectionItemRow {...row(item)} />
                      </li>
                    ))}
                  </ul>
                </section>
                <AddCollectionItemForm collection={container.collectionName} onAdd={(name) => editor.add(name, locale)} />
              </>
            ) : null}
          </div>
          <div className="flex justify-end border-t border-neutral-100 px-6 py-4">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('collection.close')}</Dialog.Close>
          </div>
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(next) => (next ? null : setRemoving(null))}
            title={t('collection.removeTitle')}
            confirmLabel={t('collection.removeConfirm')}
            cancelLabel={t('panels.cancel')}
            tone="danger"
            onConfirm={() => {
              const item = removing;
              if (item) void editor.remove(item.pageId).then((done) => (done ? setRemoving(null) : null));
            }}
          >
            <p>{t('collection.removeText', { name: (removing && itemName(removing, locale)) ?? t('collection.untitled') })}</p>
          </ConfirmDialog>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
