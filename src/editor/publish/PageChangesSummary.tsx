'use client';

import { changeTotal, NO_CHANGES } from '@/shared/content/page-changes';
import { useEditorT } from '../i18n/use-editor-t';
import { changeSummary } from './change-summary';
import { useEditorStatus } from './status-context';

/** The page's changes in the publish dialog: the badge's number and what it counts ("1 neue Box"). */
export function PageChangesSummary() {
  const t = useEditorT('editorPublish');
  const changes = useEditorStatus().publication?.changes ?? NO_CHANGES;
  const total = changeTotal(changes);
  return (
    <div className="mt-4 flex items-baseline gap-3 rounded-xl bg-neutral-50 px-3 py-2.5 ring-1 ring-neutral-200/70" data-change-summary={total}>
      <span className="text-xl font-semibold tabular-nums text-neutral-900">{total}</span>
      <span className="min-w-0">
        <span className="block text-xs text-neutral-500">{t('changes.heading')}</span>
        <span className="block text-sm text-neutral-900">{changeSummary(changes, t)}</span>
      </span>
    </div>
  );
}
