'use client';

import { History } from 'lucide-react';
import { useState } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import { BarButton } from '../toolbar/ui';
import { VersionsPanel } from './VersionsPanel';

/** The toolbar entry "Versionen" opening the page's version history (focus returns to it on close). */
export function VersionsButton() {
  const t = useEditorT('editorHistory');
  const [open, setOpen] = useState(false);
  return (
    <VersionsPanel
      open={open}
      onOpenChange={setOpen}
      trigger={
        <BarButton>
          <History aria-hidden="true" className="size-4 opacity-80" />
          <span className="max-sm:sr-only">{t('history.button')}</span>
        </BarButton>
      }
    />
  );
}
