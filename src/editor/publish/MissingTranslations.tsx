'use client';

import { Languages } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { BarButton } from '../toolbar/ui';
import type { MissingLanguage } from './publish-state';
import { useEditorStatus } from './status-context';

// Loaded when first opened (lib/lazy-panel).
const MissingTranslationsDialog = lazyNamed(() => import('../translation/MissingTranslationsDialog'), 'MissingTranslationsDialog');

type Props = {
  missing: readonly MissingLanguage[];
  /** A live language misses texts: shown instead of publish, as a warning. Else a quieter note beside it. */
  blocking: boolean;
};

/** The count of untranslated texts in the top bar, opening the missing-translations dialog. */
export function MissingTranslations({ missing, blocking }: Props) {
  const t = useEditorT('editorTranslation');
  const texts = useEditorStatus().translation?.texts ?? [];
  const [open, setOpen] = useState(false);
  const total = missing.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <>
      <BarButton
        tone={blocking ? 'warning' : 'ghost'}
        aria-haspopup="dialog"
        aria-label={t('missing.buttonLabel', { count: total })}
        data-missing-blocking={blocking ? '' : undefined}
        onClick={() => setOpen(true)}
      >
        <Languages aria-hidden="true" className={cx('size-4', !blocking && 'text-amber-200/80')} />
        <span aria-hidden="true" className={cx(!blocking && 'max-md:hidden')}>
          {t('missing.button')}
        </span>
        <span aria-hidden="true" className={cx('rounded-full px-1.5 text-xs tabular-nums', blocking ? 'bg-amber-300/20' : 'bg-white/10')}>
          {total}
        </span>
      </BarButton>
      <LazyPanel open={open} shape="dialog">
        <MissingTranslationsDialog open={open} onOpenChange={setOpen} missing={missing} texts={texts} />
      </LazyPanel>
    </>
  );
}
