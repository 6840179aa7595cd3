'use client';

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import type { TPageListItem } from '@/shared/schemas/site-structure';
import { useEditorT } from '../i18n/use-editor-t';
import { NavItemRow } from './NavItemRow';
import { useDropDisabled } from './navigation-dnd';
import { dndId } from './navigation-drop';
import {
  addPageToContainer,
  containerHasPage,
  type NavContainer,
  type NavState,
  removeContainer,
  removeItem,
  renameContainer,
  setAppearance,
  setContainerPage,
  stepContainer,
  stepItem,
} from './navigation-moves';
import { pageName } from './page-groups';
import { ICON_BUTTON, INPUT, LABEL } from './styles';

type Props = {
  container: NavContainer;
  title: string;
  locale: Locale;
  pages: readonly TPageListItem[];
  first: boolean;
  last: boolean;
  apply: (edit: (state: NavState) => NavState) => void;
};

/**
 * A top-level entry of the navigation: its label in the content language, the page it leads to
 * (none: it only opens its submenu), the pages of its submenu, and the controls for all three.
 */
export function NavContainerCard({ container, title, locale, pages, first, last, apply }: Props) {
  const t = useEditorT('editorPages');
  const containerDropDisabled = useDropDisabled('container');
  const listDropDisabled = useDropDisabled('list');
  const sortable = useSortable({
    id: dndId.container(container.id),
    data: { kind: 'container' },
    disabled: { draggable: false, droppable: containerDropDisabled },
  });
  const list = useDroppable({ id: dndId.list(container.id), disabled: listDropDisabled });
  const [label, setLabel] = useState(container.label[locale] ?? '');
  // A refused save or another language puts the stored label back into the field.
  useEffect(() => setLabel(container.label[locale] ?? ''), [container.label, locale]);

  const byId = new Map(pages.map((page) => [page.id, page]));
  const nameOf = (pageId: string) => {
    const page = byId.get(pageId);
    return (page && pageName(page, locale)) ?? t('page.untitled');
  };
  const addable = pages.filter((page) => !containerHasPage(container, page.id));
  const inSubmenu = new Set(container.children.map((child) => child.pageId));
  const targets = pages.filter((page) => !inSubmenu.has(page.id));
  const target = container.pageId ? byId.get(container.pageId) : undefined;
  const targetId = `nav-target-${container.id}`;
  const commitLabel = () => {
    if (label.trim() !== (container.label[locale] ?? '')) apply((state) => renameContainer(state, container.id, locale, label));
  };

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cx('rounded-xl bg-neutral-50 p-2 ring-1 ring-neutral-200', sortable.isDragging && 'z-10 shadow-xl ring-sky-400')}
    >
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={cx(ICON_BUTTON, 'cursor-grab touch-none')}
          aria-label={t('navigation.dragContainer', { name: title })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <input
          className={cx(INPUT, 'h-8 font-medium')}
          value={label}
          placeholder={(target && pageName(target, locale)) || t('navigation.untitled')}
          aria-label={t('navigation.label', { locale: locale.toUpperCase() })}
          onChange={(event) => setLabel(event.target.value)}
          onBlur={commitLabel}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitLabel();
          }}
        />
        <button
          type="button"
          className={ICON_BUTTON}
          disabled={first}
          aria-label={t('navigation.moveContainerUp', { name: title })}
          onClick={() => apply((state) => stepContainer(state, container.id, -1))}
        >
          <ArrowUp aria-hidden="true" className="size-3.5" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          disabled={last}
          aria-label={t('navigation.moveContainerDown', { name: title })}
          onClick={() => apply((state) => stepContainer(state, container.id, 1))}
        >
          <ArrowDown aria-hidden="true" className="size-3.5" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('navigation.removeContainer', { name: title })}
          onClick={() => apply((state) => removeContainer(state, container.id))}
        >
          <Trash2 aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      <div className="mt-2 flex items-center gap-2 pl-1">
        <label htmlFor={targetId} className={cx(LABEL, 'shrink-0')}>
          {t('navigation.target')}
        </label>
        <select
          id={targetId}
          className={cx(INPUT, 'h-8 text-xs')}
          aria-label={t('navigation.targetFor', { name: title })}
          value={container.pageId ?? ''}
          onChange={(event) => apply((state) => setContainerPage(state, container.id, event.target.value || null))}
        >
          <option value="">{t('navigation.noTarget')}</option>
          {targets.map((page) => (
            <option key={page.id} value={page.id}>
              {pageName(page, locale) ?? t('page.untitled')}
            </option>
          ))}
        </select>
      </div>
      <SortableContext items={container.children.map((child) => dndId.item(child.id))} strategy={verticalListSortingStrategy}>
        <ul ref={list.setNodeRef} aria-label={title} className={cx('mt-2 flex min-h-9 flex-col gap-1 rounded-lg', list.isOver && 'bg-sky-50')}>
          {container.children.length === 0 ? (
            <li className="px-2 py-2 text-xs text-neutral-500">{target ? t('navigation.directLink') : t('navigation.emptyContainer')}</li>
          ) : null}
          {container.children.map((child, index) => (
            <NavItemRow
              key={child.id}
              item={child}
              name={nameOf(child.pageId)}
              first={index === 0}
              last={index === container.children.length - 1}
              onStep={(step) => apply((state) => stepItem(state, child.id, step))}
              onAppearance={(appearance) => apply((state) => setAppearance(state, child.id, appearance))}
              onRemove={() => apply((state) => removeItem(state, child.id))}
            />
          ))}
        </ul>
      </SortableContext>
      <select
        className={cx(INPUT, 'mt-2 h-8 text-xs')}
        aria-label={t('navigation.addPageTo', { name: title })}
        value=""
        disabled={addable.length === 0}
        onChange={(event) => {
          const pageId = event.target.value;
          if (pageId) apply((state) => addPageToContainer(state, container.id, pageId));
        }}
      >
        <option value="">{addable.length === 0 ? t('navigation.noPagesLeft') : t('navigation.choosePage')}</option>
        {addable.map((page) => (
          <option key={page.id} value={page.id}>
            {pageName(page, locale) ?? t('page.untitled')}
          </option>
        ))}
      </select>
    </li>
  );
}
