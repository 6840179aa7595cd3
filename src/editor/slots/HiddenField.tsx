'use client';

import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * A field the editor hid (editor-panels §4 Field visibility): visitors do not see it; here it stays,
 * dimmed and marked, so it can be edited and shown again from the element menu.
 */
export function HiddenField({ slot, children }: { slot: string; children: ReactNode }) {
  const t = useEditorT('editorCollections');
  return (
    <div data-field-hidden={slot} className="relative">
      <div className="opacity-40 grayscale">{children}</div>
      <span
        className={cx(
          EDITOR_FONT,
          'pointer-events-none absolute top-1 left-1 z-10 inline-flex items-center gap-1 rounded-full bg-neutral-900/85 px-2 py-0.5 text-[11px] font-semibold text-white shadow',
        )}
      >
        <EyeOff aria-hidden="true" className="size-3" />
        {t('hidden.marker')}
      </span>
    </div>
  );
}
