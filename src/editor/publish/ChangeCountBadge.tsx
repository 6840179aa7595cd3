'use client';

import { changeTotal, NO_CHANGES } from '@/shared/content/page-changes';
import { useEditorT } from '../i18n/use-editor-t';
import { changeSummary } from './change-summary';
import { useEditorStatus } from './status-context';

/**
 * The publish button's count: the page's changes as `changeTotal` counts them, the number the
 * publish dialog names (issue 31: the badge and the dialog agree). Screen readers hear what it counts.
 */
export function ChangeCountBadge() {
  const t = useEditorT('editorPublish');
  const changes = useEditorStatus().publication?.changes ?? NO_CHANGES;
  const total = changeTotal(changes);
  const summary = changeSummary(changes, t);
  return (
    <span data-change-count={total} title={summary} className="rounded-full bg-neutral-950/15 px-1.5 text-xs tabular-nums">
      <span aria-hidden="true">{total}</span>
      <span className="sr-only">{t('changes.badgeLabel', { count: total, summary })}</span>
    </span>
  );
}
