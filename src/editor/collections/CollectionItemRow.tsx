'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Archive, Eye, GripVertical, PencilLine, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { pagePath } from '@/shared/content/links';
import type { TCollectionEditorItem } from '@/shared/schemas/collections';
import { useEditorEnvironment } from '../context';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import type { ContainerRef } from './collection-actions';
import { itemName } from './collection-lists';

const ROW_BUTTON = cx(
  'grid size-8 place-items-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-40',
  FOCUS_RING_LIGHT,
);

type RowProps = {
  item: TCollectionEditorItem;
  collection: ContainerRef['collectionName'];
  onToggle: () => void;
  onRemove: () => void;
  handle?: ReactNode;
};

/** One entry: its name, a link to edit its page, show or archive, and delete. */
export function CollectionItemRow({ item, collection, onToggle, onRemove, handle }: RowProps) {
  const t = useEditorT('editorCollections');
  const { locale } = useEditorEnvironment();
  const name = itemName(item, locale) ?? t('collection.untitled');
  // Draft pages have their working slug too; the edit route finds them by it.
  const edit = pagePath({ locale, mode: 'edit', page: { slug: item.slug, collection, specialKey: null } });
  return (
    <div className="flex items-center gap-1 rounded-xl bg-white px-2 py-1.5 ring-1 ring-neutral-200">
      {handle}
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
      {item.status === 'draft' ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('collection.draft')}</span>
      ) : null}
      {edit ? (
        <a href={edit} className={ROW_BUTTON} aria-label={t('collection.editItem', { name })} title={t('collection.editItem', { name })}>
          <PencilLine aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      <button
        type="button"
        className={ROW_BUTTON}
        onClick={onToggle}
        aria-label={t(item.visible ? 'collection.hideItem' : 'collection.showItem', { name })}
        title={t(item.visible ? 'collection.hide' : 'collection.show')}
      >
        {item.visible ? <Archive aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
      <button type="button" className={cx(ROW_BUTTON, 'text-rose-700')} onClick={onRemove} aria-label={t('collection.removeItem', { name })}>
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** A shown entry: the same row with a drag handle (pointer after 3 px, or keyboard: space, arrows, space). */
export function SortableItemRow(props: Omit<RowProps, 'handle'>) {
  const t = useEditorT('editorCollections');
  const { locale } = useEditorEnvironment();
  const sortable = useSortable({ id: props.item.pageId });
  const name = itemName(props.item, locale) ?? t('collection.untitled');
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={cx(sortable.isDragging && 'relative z-10 opacity-80')}
    >
      <CollectionItemRow
        {...props}
        handle={
          <button
            type="button"
            className={cx(ROW_BUTTON, 'cursor-grab touch-none')}
            aria-label={t('collection.dragItem', { name })}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        }
      />
    </li>
  );
}
