import type { PageChanges } from '@/shared/content/page-changes';
import type { EditorT } from '../i18n/messages';

/** "neue Seite", "1 neue Box", "2 geänderte Boxen": each change `changeTotal` counts, named. */
export function changeParts(changes: PageChanges, t: EditorT<'editorPublish'>): string[] {
  return [
    changes.page ? t(`changes.page.${changes.page}`) : null,
    changes.newBoxes > 0 ? t('changes.newBoxes', { count: changes.newBoxes }) : null,
    changes.changedBoxes > 0 ? t('changes.changedBoxes', { count: changes.changedBoxes }) : null,
    changes.removedBoxes > 0 ? t('changes.removedBoxes', { count: changes.removedBoxes }) : null,
    changes.order ? t('changes.order') : null,
  ].filter((part): part is string => part !== null);
}

/** The parts in one line ("1 neue Box, Reihenfolge der Boxen geändert"), or that nothing visible changes. */
export function changeSummary(changes: PageChanges, t: EditorT<'editorPublish'>): string {
  const parts = changeParts(changes, t);
  return parts.length > 0 ? parts.join(', ') : t('changes.none');
}
