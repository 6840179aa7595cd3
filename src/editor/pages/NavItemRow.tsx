'use client';

import { useSortable } from '@dnd-kit/sortable';
import { useDropDisabled } from './navigation-dnd';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { dndId } from './navigation-drop';
import type { NavItem } from './navigation-moves';
import { ICON_BUTTON } from './styles';

type Props = {
  item: NavItem;
  name: string;
  first: boolean;
  last: boolean;
  onStep: (step: -1 | 1) => void;
  onAppearance: (appearance: NavItem['appearance']) => void;
  onRemove: () => void;
};

/** One page of a navigation container: drag handle, name, button toggle, move and remove. */
export function NavItemRow({ item, name, first, last, onStep, onAppearance, onRemove }: Props) {
  const t = useEditorT('editorPages');
  const dropDisabled = useDropDisabled('item');
  const sortable = useSortable({ id: dndId.item(item.id), data: { kind: 'item' }, disabled: { draggable: false, droppable: dropDisabled } });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={cx(
        'flex items-center gap-1 rounded-lg bg-white py-1 pr-1 pl-0.5 ring-1 ring-neutral-200',
        sortable.isDragging && 'z-10 shadow-lg ring-sky-400',
      )}
    >
      <button
        type="button"
        className={cx(ICON_BUTTON, 'cursor-grab touch-none')}
        aria-label={t('navigation.dragItem', { name })}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
      <label className="flex shrink-0 items-center gap-1 text-xs text-neutral-600">
        <input
          type="checkbox"
          className="size-3.5 accent-sky-600"
          checked={item.appearance === 'button'}
          aria-label={t('navigation.asButtonFor', { name })}
          onChange={(event) => onAppearance(event.target.checked ? 'button' : 'default')}
        />
        <span aria-hidden="true">{t('navigation.asButton')}</span>
      </label>
      <button type="button" className={ICON_BUTTON} disabled={first} aria-label={t('navigation.moveItemUp', { name })} onClick={() => onStep(-1)}>
        <ArrowUp aria-hidden="true" className="size-3.5" />
      </button>
      <button type="button" className={ICON_BUTTON} disabled={last} aria-label={t('navigation.moveItemDown', { name })} onClick={() => onStep(1)}>
        <ArrowDown aria-hidden="true" className="size-3.5" />
      </button>
      <button type="button" className={ICON_BUTTON} aria-label={t('navigation.removeItem', { name })} onClick={onRemove}>
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}
