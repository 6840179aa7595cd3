'use client';

import { BriefcaseBusiness } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import { BarButton } from '../toolbar/ui';
import { LazyPanel, lazyNamed } from '@/editor/lib/lazy-panel';

// Loaded when first opened (lib/lazy-panel): the panel's lists, forms and schemas stay out of the first screen's JavaScript.
const ListingsPanel = lazyNamed(() => import('./ListingsPanel'), 'ListingsPanel');

/** The toolbar entry "Stellen & Marktplatz" (in the editor's language) and the panel it opens. */
export function ListingsButton(): ReactNode {
  const t = useEditorT('editorListings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <BarButton aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <BriefcaseBusiness aria-hidden="true" className="size-4 opacity-80" />
        <span className="max-sm:sr-only">{t('button')}</span>
      </BarButton>
      <LazyPanel open={open} shape="sideWide">
        <ListingsPanel open={open} onOpenChange={setOpen} />
      </LazyPanel>
    </>
  );
}
