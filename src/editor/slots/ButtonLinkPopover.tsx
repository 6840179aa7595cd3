'use client';

import { Link2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { LinkValue } from '@/shared/content/links';
import { readLinkDraft } from '../lib/link-value';
import { lazyNamed } from '../lib/lazy-panel';
import { EDITOR_FONT, FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

// Loaded when a button's link is first edited (lib/lazy-panel): the link form with its page picker.
const LinkForm = lazyNamed(() => import('../rich-text/LinkForm'), 'LinkForm');

type Props = { link: LinkValue | null; onSave: (link: LinkValue | null) => Promise<boolean>; className?: string };

/** The small link button beside an edited button: opens the link editor and saves the `link` option. */
export function ButtonLinkPopover({ link, onSave, className }: Props) {
  const t = useEditorT('editorToolbar');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(next: LinkValue | null) {
    setBusy(true);
    const saved = await onSave(next);
    setBusy(false);
    if (saved) setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('slots.editLink')}
        title={t('slots.editLink')}
        className={cx(
          EDITOR_FONT,
          'z-10 grid size-7 place-items-center rounded-full bg-neutral-900 text-white shadow-md ring-2 ring-white hover:bg-neutral-700',
          FOCUS_RING_LIGHT,
          className,
        )}
      >
        <Link2 aria-hidden="true" className="size-3.5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={cx(EDITOR_FONT, 'z-[80] rounded-2xl bg-white p-3 text-neutral-900 shadow-2xl ring-1 ring-black/5')}
        >
          <Suspense fallback={<Spinner label={t('toolbar.panelLoading')} className="px-6 py-4 text-neutral-600" />}>
            <LinkForm initial={readLinkDraft(link)} busy={busy} onSubmit={(next) => void save(next)} onRemove={link ? () => void save(null) : undefined} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
