'use client';

import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import { EDITOR_FONT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

/** The language marker of a section hidden in some languages; stressed when that includes this one. */
export function SectionLanguageMarker({ hiddenIn }: { hiddenIn: readonly string[] }) {
  const t = useEditorT('editorToolbar');
  const { locale } = useEditorEnvironment();
  if (hiddenIn.length === 0) return null;
  const hereToo = hiddenIn.includes(locale);
  return (
    <span
      data-section-languages={hiddenIn.join(',')}
      className={cx(
        EDITOR_FONT,
        'rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1',
        hereToo ? 'bg-violet-600 text-white ring-violet-700' : 'bg-violet-100 text-violet-900 ring-violet-300',
      )}
    >
      {t('sections.hiddenIn', { languages: hiddenIn.map((code) => code.toUpperCase()).join(', ') })}
    </span>
  );
}
