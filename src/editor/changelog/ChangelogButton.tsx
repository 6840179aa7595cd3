'use client';

import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useOpenChangelog } from './ChangelogProvider';

/** Opens what's new with every entry, seen or not. */
export function ChangelogButton() {
  const t = useEditorT('editorChangelog');
  const open = useOpenChangelog();
  return (
    <button
      type="button"
      onClick={open}
      className={cx('mt-2 rounded-lg px-3 py-1.5 text-sm font-medium text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-50', FOCUS_RING_LIGHT)}
    >
      {t('settings.open')}
    </button>
  );
}
