'use client';

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * What dnd-kit tells screen readers while sorting (the navigation editor, the collection editor),
 * in the editor language and with the items' names instead of their ids.
 */
export function useDragAnnouncements(nameOf: (id: UniqueIdentifier) => string): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useEditorT('editorToolbar');
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('dragAndDrop.screenReaderInstructions') },
      announcements: {
        onDragStart: ({ active }) => t('dragAndDrop.announcements.onDragStart', { item: nameOf(active.id) }),
        onDragOver: ({ active, over }) =>
          over
            ? t('dragAndDrop.announcements.onDragOver', { item: nameOf(active.id), over: nameOf(over.id) })
            : t('dragAndDrop.announcements.onDragOverNothing', { item: nameOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('dragAndDrop.announcements.onDragEnd', { item: nameOf(active.id), over: nameOf(over.id) })
            : t('dragAndDrop.announcements.onDragEndNothing', { item: nameOf(active.id) }),
        onDragCancel: ({ active }) => t('dragAndDrop.announcements.onDragCancel', { item: nameOf(active.id) }),
      },
    }),
    [t, nameOf],
  );
}
