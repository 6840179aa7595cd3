'use client';

import { Languages } from 'lucide-react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { useBarPanel } from '../toolbar/bar-panels';
import { MoreAction } from '../toolbar/MoreMenu';
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

/**
 * The count of untranslated texts in the top bar, opening the missing-translations dialog; with
 * none missing but some outdated (issue 31), the count of those, in the same quiet tone as texts
 * missing only in a language not live yet.
 */
/** What the button counts: the missing texts, else (none missing) the outdated ones. */
function useTranslationCount(missing: readonly MissingLanguage[]) {
  const translation = useEditorStatus().translation;
  const outdated = translation?.outdated ?? [];
  const missingCount = missing.reduce((sum, entry) => sum + entry.count, 0);
  const kind: 'missing' | 'outdated' = missingCount > 0 ? 'missing' : 'outdated';
  return { translation, outdated, kind, total: missingCount > 0 ? missingCount : outdated.length };
}

export function MissingTranslations({ missing, blocking }: Props) {
  const t = useEditorT('editorTranslation');
  const { translation, outdated, kind, total } = useTranslationCount(missing);
  const texts = translation?.texts ?? [];
  const [open, setOpen] = useBarPanel('missingTranslations');
  // Languages with something to do, in the site's order (the status lists them so).
  const languages = (translation?.languages ?? []).filter((language) => language.count > 0 || outdated.some((text) => text.locale === language.locale));
  return (
    <>
      <BarButton
        tone={blocking ? 'warning' : 'ghost'}
        aria-haspopup="dialog"
        aria-label={t(`${kind}.buttonLabel`, { count: total })}
        data-missing-blocking={blocking ? '' : undefined}
        onClick={() => setOpen(true)}
      >
        <Languages aria-hidden="true" className={cx('size-4', !blocking && 'text-amber-200/80')} />
        <span aria-hidden="true" className={cx(!blocking && 'max-md:hidden')}>
          {t(`${kind}.button`)}
        </span>
        <span aria-hidden="true" className={cx('rounded-full px-1.5 text-xs tabular-nums', blocking ? 'bg-amber-300/20' : 'bg-white/10')}>
          {total}
        </span>
      </BarButton>
      <LazyPanel open={open} shape="dialog">
        <MissingTranslationsDialog open={open} onOpenChange={setOpen} languages={languages} texts={texts} outdated={outdated} />
      </LazyPanel>
    </>
  );
}

/** The missing (or outdated) translations in the toolbar's "Mehr" menu, with their count. */
export function MissingTranslationsMenuEntry({ missing, blocking }: Props) {
  const t = useEditorT('editorTranslation');
  const [, setOpen] = useBarPanel('missingTranslations');
  const { kind, total } = useTranslationCount(missing);
  if (total === 0) return null;
  return (
    <MoreAction
      opensPanel
      tone={blocking ? 'warning' : undefined}
      icon={<Languages className="size-4" />}
      label={t(`${kind}.buttonLabel`, { count: total })}
      onSelect={() => setOpen(true)}
    />
  );
}
