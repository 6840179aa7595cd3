'use client';

import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useEditorT } from '@/editor/i18n/use-editor-t';
import { BarButton } from '@/editor/toolbar/ui';
import { InboxDialog } from './InboxDialog';

/** The toolbar entry "Anfragen" (in the editor's language) and the inbox dialog it opens. */
export function InboxButton(): ReactNode {
  const t = useEditorT('editorInbox');
  const [open, setOpen] = useState(false);
  return (
    <InboxDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <BarButton>
          <Inbox aria-hidden="true" className="size-4 opacity-80" />
          <span className="max-sm:sr-only">{t('button')}</span>
        </BarButton>
      }
    />
  );
}
