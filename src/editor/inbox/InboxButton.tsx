'use client';

import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEditorT } from '@/editor/i18n/use-editor-t';
import { useBarPanel } from '@/editor/toolbar/bar-panels';
import { MoreAction } from '@/editor/toolbar/MoreMenu';
import { BarButton } from '@/editor/toolbar/ui';
import { LazyPanel, lazyNamed } from '@/editor/lib/lazy-panel';

// Loaded when first opened (lib/lazy-panel): the panel's lists, forms and schemas stay out of the first screen's JavaScript.
const InboxDialog = lazyNamed(() => import('./InboxDialog'), 'InboxDialog');

/** The toolbar entry "Anfragen" (in the editor's language) and the inbox dialog it opens. */
export function InboxButton(): ReactNode {
  const t = useEditorT('editorInbox');
  const [open, setOpen] = useBarPanel('inbox');
  return (
    <>
      <BarButton aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Inbox aria-hidden="true" className="size-4 opacity-80" />
        <span className="max-sm:sr-only">{t('button')}</span>
      </BarButton>
      <LazyPanel open={open} shape="sideWide">
        <InboxDialog open={open} onOpenChange={setOpen} />
      </LazyPanel>
    </>
  );
}

/** The inbox's entry in the toolbar's "Mehr" menu, when the bar has no room for the button. */
export function InboxMenuEntry(): ReactNode {
  const t = useEditorT('editorInbox');
  const [, setOpen] = useBarPanel('inbox');
  return <MoreAction opensPanel icon={<Inbox className="size-4" />} label={t('button')} onSelect={() => setOpen(true)} />;
}
