'use client';

import { cx } from '@/blocks/_shared/styles';
import { VersionPreviewBanner } from '../history/VersionPreviewBanner';
import { useEditorT } from '../i18n/use-editor-t';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { useCan } from '../permissions';
import { BarPanelsProvider } from './bar-panels';
import { FittingBar } from './FittingBar';
import { useClosedItems, useOpenItems } from './toolbar-items';
import { EDITOR_FONT } from './ui';
import type { ToolbarState } from './use-toolbar';

// Loaded when first opened (lib/lazy-panel): dnd-kit and the settings forms stay out of the first screen's JavaScript.
const PagesPanel = lazyNamed(() => import('../pages/PagesPanel'), 'PagesPanel');
const SettingsPanel = lazyNamed(() => import('../settings/SettingsPanel'), 'SettingsPanel');

type Props = { toolbar: ToolbarState; userEmail: string; liveHref: string };

// Never wider than the window: what does not fit goes into "Mehr" (FittingBar); scrolling is only the last resort.
const BAR = cx(
  EDITOR_FONT,
  'pointer-events-auto flex max-w-full items-center gap-1 overflow-x-auto rounded-2xl bg-neutral-900/95 p-1.5 text-sm text-white shadow-2xl shadow-black/30 ring-1 ring-white/10 backdrop-blur',
);

function OpenBar({ toolbar, liveHref }: Omit<Props, 'userEmail'>) {
  return <FittingBar state="open" className={BAR} items={useOpenItems(toolbar, liveHref)} />;
}

function ClosedBar({ toolbar, liveHref }: Omit<Props, 'userEmail'>) {
  return <FittingBar state="closed" className={BAR} items={useClosedItems(toolbar, liveHref)} />;
}

/**
 * The editor's floating bar at the bottom of the window (the locale menu opens upwards from it).
 * Closed, it is a small pill to start editing; open, it carries site, pages, locale, publishing,
 * live view, the account page, sign-out and close — as much as fits, the rest in its "Mehr" menu.
 */
export function Toolbar({ toolbar, userEmail, liveHref }: Props) {
  const t = useEditorT('editorToolbar');
  const canEdit = useCan('content.edit');

  return (
    <section
      aria-label={t('toolbar.region')}
      data-edit-bar=""
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-3 print:hidden"
    >
      <p className="sr-only">{t('toolbar.signedInAs', { email: userEmail })}</p>
      <BarPanelsProvider>
        {toolbar.open ? <OpenBar toolbar={toolbar} liveHref={liveHref} /> : <ClosedBar toolbar={toolbar} liveHref={liveHref} />}
      </BarPanelsProvider>
      {canEdit ? (
        <LazyPanel open={toolbar.pageMenu} shape="sideWide">
          <PagesPanel open={toolbar.pageMenu} onClose={toolbar.openToolbar} />
        </LazyPanel>
      ) : null}
      <LazyPanel open={toolbar.settings} shape="sideWide">
        <SettingsPanel open={toolbar.settings} onClose={toolbar.openToolbar} />
      </LazyPanel>
      <VersionPreviewBanner />
    </section>
  );
}
