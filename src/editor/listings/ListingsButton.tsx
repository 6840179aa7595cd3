'use client';

import { BriefcaseBusiness } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEditorT } from '../i18n/use-editor-t';
import { useBarPanel } from '../toolbar/bar-panels';
import { MoreAction } from '../toolbar/MoreMenu';
import { BarButton } from '../toolbar/ui';
import { LazyPanel, lazyNamed } from '@/editor/lib/lazy-panel';

// Loaded when first opened (lib/lazy-panel): the panel's lists, forms and schemas stay out of the first screen's JavaScript.
const ListingsPanel = lazyNamed(() => import('./ListingsPanel'), 'ListingsPanel');

/** The toolbar entry "Stellen & Marktplatz" (in the editor's language) and the panel it opens. */
export function ListingsButton(): ReactNode {
  const t = useEditorT('editorListings');
  const [open, setOpen] = useBarPanel('listings');
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

/** The listings' entry in the toolbar's "Mehr" menu, when the bar has no room for the button. */
export function ListingsMenuEntry(): ReactNode {
  const t = useEditorT('editorListings');
  const [, setOpen] = useBarPanel('listings');
  return <MoreAction opensPanel icon={<BriefcaseBusiness className="size-4" />} label={t('button')} onSelect={() => setOpen(true)} />;
}
