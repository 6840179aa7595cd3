'use client';

import { Layers } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import { useEditorEnvironment } from '../context';
import type { EditorT } from '../i18n/messages';
import { useEditorT } from '../i18n/use-editor-t';
import { useBarPanel, useBarSlot } from '../toolbar/bar-panels';
import { MoreAction } from '../toolbar/MoreMenu';
import { BarButton, EDITOR_FONT } from '../toolbar/ui';
import { type SiteDrafts, siteDrafts } from './site-drafts';
import { SiteDraftsList } from './SiteDraftsList';
import { useEditorStatus } from './status-context';

/** "3 weitere Seiten, Navigation": the short summary the bar and the publish dialog show. */
export function draftsSummary(drafts: SiteDrafts, t: EditorT<'editorHistory'>): string {
  return [
    drafts.pages.length > 0 ? t('site.otherPages', { count: drafts.pages.length }) : null,
    drafts.navigation ? t('site.navigation') : null,
    drafts.settings ? t('site.settings') : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function useSiteDrafts() {
  const env = useEditorEnvironment();
  const t = useEditorT('editorHistory');
  const status = useEditorStatus();
  const drafts = siteDrafts(status.site, env.page.id);
  return { drafts, summary: draftsSummary(drafts, t) };
}

/**
 * The top bar's note of unpublished changes beyond this page (other pages, navigation, settings),
 * opening the list of them. Hidden while there are none; its data follows the status refresh.
 * Moved into the "Mehr" menu, its list opens above that menu's button.
 */
export function SiteDraftsIndicator() {
  const t = useEditorT('editorHistory');
  const { drafts, summary } = useSiteDrafts();
  const [open, setOpen] = useBarPanel('siteDrafts');
  const slot = useBarSlot();
  if (!drafts.any) return null;
  const total = drafts.pages.length + (drafts.navigation ? 1 : 0) + (drafts.settings ? 1 : 0);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {slot.inMenu && slot.moreButton ? <Popover.Anchor virtualRef={slot.moreButton} /> : null}
      <Popover.Trigger asChild>
        <BarButton aria-label={t('site.indicatorLabel', { summary })} className="text-amber-200">
          <Layers aria-hidden="true" className="size-4" />
          <span aria-hidden="true" className="max-sm:hidden">
            {summary}
          </span>
          <span aria-hidden="true" className="rounded-full bg-amber-300/20 px-1.5 text-xs tabular-nums sm:hidden">
            {total}
          </span>
        </BarButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('site.listTitle')}
          side="top"
          sideOffset={10}
          onCloseAutoFocus={(event) => {
            // Its button is out of sight in the menu: focus goes back to the "Mehr" button.
            if (!slot.inMenu) return;
            event.preventDefault();
            slot.moreButton?.current?.focus();
          }}
          className={cx(EDITOR_FONT, 'z-[80] w-72 rounded-2xl bg-white p-3 text-neutral-900 shadow-2xl ring-1 ring-black/5')}
        >
          <p className="px-2 pb-1 font-semibold">{t('site.listTitle')}</p>
          <SiteDraftsList drafts={drafts} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The other unpublished changes in the toolbar's "Mehr" menu, opening their list. */
export function SiteDraftsMenuEntry() {
  const t = useEditorT('editorHistory');
  const { drafts, summary } = useSiteDrafts();
  const [, setOpen] = useBarPanel('siteDrafts');
  if (!drafts.any) return null;
  return (
    <MoreAction opensPanel tone="warning" icon={<Layers className="size-4" />} label={t('site.indicatorLabel', { summary })} onSelect={() => setOpen(true)} />
  );
}
