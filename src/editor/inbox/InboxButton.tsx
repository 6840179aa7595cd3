'use client';

import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useEditorT } from '@/editor/i18n/use-editor-t';
import { BarButton } from '@/editor/toolbar/ui';
import { LazyPanel, lazyNamed } from '@/editor/lib/lazy-panel';

// Loaded when first opened (lib/lazy-panel): the panel's lists, forms and schemas stay out of the first screen's JavaScript.
const InboxDialog = lazyNamed(() => import('./InboxDialog'), 'InboxDialog');

/** The toolbar entry "Anfragen" (in the editor's language) and the inbox dialog it opens. */
export function InboxButton(): ReactNode {
  const t = useEditorT('editorInbox');
  const [open, setOpen] = useState(false);
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
