'use client';

import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useEditorEnvironment } from '@/editor/context';
import { pick } from '@/editor/i18n';
import { inboxDictionary } from '@/editor/i18n/inbox';
import { BarButton } from '@/editor/toolbar/ui';
import { InboxDialog } from './InboxDialog';

/** The toolbar entry "Anfragen" / "Demandes" and the inbox dialog it opens. */
export function InboxButton(): ReactNode {
  const t = pick(inboxDictionary, useEditorEnvironment().editorLanguage);
  const [open, setOpen] = useState(false);
  return (
    <InboxDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <BarButton>
          <Inbox aria-hidden="true" className="size-4 opacity-80" />
          <span className="max-sm:sr-only">{t.button}</span>
        </BarButton>
      }
    />
  );
}
