'use client';

import { History } from 'lucide-react';
import { useBarPanel } from '../toolbar/bar-panels';
import { MoreAction } from '../toolbar/MoreMenu';
import { useEditorT } from '../i18n/use-editor-t';
import { BarButton } from '../toolbar/ui';
import { VersionsPanel } from './VersionsPanel';

/**
 * The toolbar entry "Versionen" opening the page's version history (focus returns to what opened
 * it: this button, or the "Mehr" menu's button when the entry was in that menu).
 */
export function VersionsButton() {
  const t = useEditorT('editorHistory');
  const [open, setOpen] = useBarPanel('versions');
  return (
    <>
      <BarButton aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <History aria-hidden="true" className="size-4 opacity-80" />
        <span className="max-sm:sr-only">{t('history.button')}</span>
      </BarButton>
      <VersionsPanel open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The version history's entry in the toolbar's "Mehr" menu. */
export function VersionsMenuEntry() {
  const t = useEditorT('editorHistory');
  const [, setOpen] = useBarPanel('versions');
  return <MoreAction opensPanel icon={<History className="size-4" />} label={t('history.button')} onSelect={() => setOpen(true)} />;
}
