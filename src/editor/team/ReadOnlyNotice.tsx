'use client';

import { Eye } from 'lucide-react';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * In the toolbar of a member who may not edit pages (an optician): says that the page is shown
 * as it is and what the bar offers them instead.
 */
export function ReadOnlyNotice() {
  const t = useEditorT('editorTeam');
  return (
    <span
      data-read-only=""
      title={t('readOnly.text')}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white/90"
    >
      <Eye aria-hidden="true" className="size-3.5" />
      {t('readOnly.badge')}
      <span className="sr-only">{t('readOnly.text')}</span>
    </span>
  );
}
