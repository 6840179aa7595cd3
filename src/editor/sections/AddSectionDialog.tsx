'use client';

import { Dialog } from 'radix-ui';
import { blockDefinitions } from '@/shared/blocks/definitions';
import { cx } from '@/blocks/_shared/styles';
import type { BlockDefinition } from '@/shared/blocks/types';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { DIALOG_OVERLAY, DIALOG_SECONDARY } from '../toolbar/ConfirmDialog';
import { EDITOR_FONT, FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';
import { buildCatalog, type CatalogEntry } from './section-catalog';
import { sectionIcon } from './section-icons';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (type: string) => void;
  /** The type being added, while its request is in flight. */
  pending?: string | null;
  /** The block registry's definitions; injectable for tests. */
  definitions?: Readonly<Record<string, BlockDefinition>>;
};

/** The box picker (editor-core §2): categories of section types, health-optics boxes disabled elsewhere, Cancel. */
export function AddSectionDialog({ open, onOpenChange, onChoose, pending = null, definitions = blockDefinitions }: Props) {
  const env = useEditorEnvironment();
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const catalog = buildCatalog(definitions, { healthOptics: env.site.healthOptics });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content
          className={cx(
            EDITOR_FONT,
            'fixed top-1/2 left-1/2 z-[71] flex max-h-[min(44rem,calc(100vh-2rem))] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white text-neutral-900 shadow-2xl ring-1 ring-black/5',
          )}
        >
          <div className="border-b border-neutral-100 px-6 pt-5 pb-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{t('sections.addTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-neutral-500">{t('sections.addDescription')}</Dialog.Description>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
            {catalog.length === 0 ? <p className="text-sm text-neutral-500">{t('sections.empty')}</p> : null}
            {catalog.map((category) => (
              <section key={category.key} aria-labelledby={`add-section-${category.key}`}>
                <h3 id={`add-section-${category.key}`} className="mb-2 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
                  {labels.category(category.key)}
                </h3>
                <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {category.entries.map((entry) => (
                    <li key={entry.type}>
                      <TypeCard entry={entry} remaining={category.key === 'remaining'} pending={pending} onChoose={onChoose} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="flex justify-end border-t border-neutral-100 px-6 py-4">
            <Dialog.Close className={DIALOG_SECONDARY}>{t('sections.cancel')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TypeCard({
  entry,
  remaining,
  pending,
  onChoose,
}: {
  entry: CatalogEntry;
  remaining: boolean;
  pending: string | null;
  onChoose: (type: string) => void;
}) {
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const Icon = sectionIcon(entry.type, remaining);
  const busy = pending === entry.type;
  return (
    <button
      type="button"
      disabled={entry.disabled || pending !== null}
      aria-describedby={entry.disabled ? `hint-${entry.type}` : undefined}
      onClick={() => onChoose(entry.type)}
      className={cx(
        'flex w-full items-center gap-3 rounded-xl p-3 text-left ring-1 ring-neutral-200 transition hover:bg-sky-50 hover:ring-sky-300 disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:hover:ring-neutral-200',
        FOCUS_RING_LIGHT,
      )}
    >
      <span
        className={cx('grid size-10 shrink-0 place-items-center rounded-lg', entry.disabled ? 'bg-neutral-100 text-neutral-400' : 'bg-sky-100 text-sky-700')}
      >
        {busy ? <Spinner /> : <Icon aria-hidden="true" className="size-5" />}
      </span>
      <span className="min-w-0">
        <span className={cx('block text-sm font-semibold', entry.disabled && 'text-neutral-400')}>{labels.type(entry.definition.type)}</span>
        {entry.disabled ? (
          <span id={`hint-${entry.type}`} className="block text-xs text-neutral-500">
            {t('sections.healthOpticsOnly')}
          </span>
        ) : null}
      </span>
    </button>
  );
}
