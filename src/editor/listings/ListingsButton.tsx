'use client';

import { BriefcaseBusiness } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import { BarButton } from '../toolbar/ui';
import { ListingsPanel } from './ListingsPanel';

/** The toolbar entry "Stellen & Marktplatz" (in the editor's language) and the panel it opens. */
export function ListingsButton(): ReactNode {
  const t = useEditorT('editorListings');
  const [open, setOpen] = useState(false);
  return (
    <ListingsPanel
      open={open}
      onOpenChange={setOpen}
      trigger={
        <BarButton>
          <BriefcaseBusiness aria-hidden="true" className="size-4 opacity-80" />
          <span className="max-sm:sr-only">{t('button')}</span>
        </BarButton>
      }
    />
  );
}
