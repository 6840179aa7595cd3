'use client';

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useDragAnnouncements } from '../lib/use-drag-announcements';
import { Plus } from 'lucide-react';
import type { Locale } from '@/shared/locales';
import type { TPageListItem } from '@/shared/schemas/site-structure';
import { useEditorT } from '../i18n/use-editor-t';
import { Spinner } from '../toolbar/ui';
import { NavContainerCard } from './NavContainerCard';
import { applyDrop, dndId, parseDndId } from './navigation-drop';
import { addContainer, type NavState } from './navigation-moves';
import { pageName } from './page-groups';
import { SECTION_TITLE, TEXT_BUTTON } from './styles';
import type { NavigationEditorState } from './use-navigation';

/** editor-panels §6: "Navigation drag activation distance 3 px" — a click on a handle stays a click. */
const ACTIVATION_DISTANCE = 3;

type Props = { editor: NavigationEditorState; pages: readonly TPageListItem[]; locale: Locale };

/**
 * The navigation editor at the top of the pages panel (editor-panels §4 "Navigation"): containers
 * and their pages, reordered and moved by drag and drop (pointer or keyboard) or the arrow buttons,
 * every change saved at once.
 */
export function NavigationEditor({ editor, pages, locale }: Props) {
  const t = useEditorT('editorPages');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { navigation, apply } = editor;
  // Without a label of its own, an entry that leads to a page is named after it, as visitors see it.
  const titleOf = (container: NavState['containers'][number]) => {
    const target = container.pageId ? pages.find((page) => page.id === container.pageId) : undefined;
    return container.label[locale] || (target && pageName(target, locale)) || t('navigation.untitled');
  };

  // What assistive technology hears while dragging: a container's title or a page's name.
  const nameOfDndId = (id: string | number | undefined): string => {
    const parsed = id === undefined ? null : parseDndId(id);
    if (!parsed || !navigation) return '';
    const container = navigation.containers.find((entry) => entry.id === parsed.id);
    if (container) return titleOf(container);
    const item = navigation.containers.flatMap((entry) => entry.children).find((child) => child.id === parsed.id);
    const page = item ? pages.find((entry) => entry.id === item.pageId) : undefined;
    return (page && pageName(page, locale)) ?? t('page.untitled');
  };
  const accessibility = useDragAnnouncements(nameOfDndId);

  const onDragEnd = (event: DragEndEvent) => apply((state) => applyDrop(state, event.active.id, event.over?.id ?? null));

  return (
    <section aria-labelledby="pages-navigation-title" className="mb-6">
      <div className="flex items-center justify-between">
        <h3 id="pages-navigation-title" className={SECTION_TITLE}>
          {t('navigation.title')}
          {editor.changed ? (
            <span className="ml-2 inline-block size-2 rounded-full bg-amber-500 align-middle" title={t('navigation.unpublished')}>
              <span className="sr-only">{t('navigation.unpublished')}</span>
            </span>
          ) : null}
        </h3>
        <button type="button" className={TEXT_BUTTON} disabled={!navigation} onClick={() => apply((state) => addContainer(state))}>
          <Plus aria-hidden="true" className="size-3.5" />
          {t('navigation.addContainer')}
        </button>
      </div>
      <p className="px-1 pb-2 text-xs text-neutral-500">{t('navigation.hint')}</p>
      {editor.error ? (
        <p role="alert" className="px-1 text-sm text-rose-700">
          {editor.error}
        </p>
      ) : null}
      {!navigation && !editor.error ? <Spinner label={t('navigation.loading')} className="px-1 text-neutral-500" /> : null}
      {navigation && navigation.containers.length === 0 ? <p className="px-1 text-sm text-neutral-500">{t('navigation.empty')}</p> : null}
      {navigation ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={navigation.containers.map((container) => dndId.container(container.id))} strategy={verticalListSortingStrategy}>
            <ul className="flex flex-col gap-2">
              {navigation.containers.map((container, index) => (
                <NavContainerCard
                  key={container.id}
                  container={container}
                  title={titleOf(container)}
                  locale={locale}
                  pages={pages}
                  first={index === 0}
                  last={index === navigation.containers.length - 1}
                  apply={apply}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
    </section>
  );
}
