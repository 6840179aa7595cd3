'use client';

import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_FONT, FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

export const PANEL_PRIMARY = cx(
  'inline-flex h-9 items-center gap-2 rounded-xl bg-neutral-900 px-3.5 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-50',
  FOCUS_RING_LIGHT,
);
export const PANEL_CHECK_ROW = 'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm hover:bg-neutral-50';

type Props = { title: string; hint?: string; onClose: () => void; busy?: boolean; children: ReactNode };

/** The frame of an element-menu panel: title, close button and an optional hint, like the option editor's. */
export function PanelFrame({ title, hint, onClose, busy = false, children }: Props) {
  const t = useEditorT('editorCollections');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className={cx(EDITOR_FONT, 'w-80 max-w-full rounded-xl bg-white p-4 text-sm text-neutral-900 shadow-xl ring-1 ring-black/10')}
    >
      <header className="mb-2 flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {title}
        </h2>
        {busy ? <Spinner className="text-neutral-500" /> : null}
        <button
          type="button"
          aria-label={t('panels.close')}
          onClick={onClose}
          className={cx('-mr-1.5 grid size-8 place-items-center rounded-lg text-neutral-600 hover:bg-neutral-100', FOCUS_RING_LIGHT)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      {hint ? <p className="mb-3 text-xs text-neutral-500">{hint}</p> : null}
      {children}
    </section>
  );
}

/** A checklist with a save button: the visibility panels' shared form. */
export function CheckList({
  items,
  checked,
  onToggle,
  onSave,
  busy,
  empty,
}: {
  items: { key: string; label: string }[];
  checked: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  onSave: () => void;
  busy: boolean;
  empty?: string;
}) {
  const t = useEditorT('editorCollections');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {items.length === 0 && empty ? <p className="text-neutral-500">{empty}</p> : null}
      <ul className="max-h-72 space-y-0.5 overflow-y-auto">
        {items.map((item) => (
          <li key={item.key}>
            <label className={PANEL_CHECK_ROW}>
              <input
                type="checkbox"
                className="size-4 accent-sky-600"
                checked={checked.has(item.key)}
                disabled={busy}
                onChange={(event) => onToggle(item.key, event.currentTarget.checked)}
              />
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-end">
        <button type="submit" className={PANEL_PRIMARY} disabled={busy || items.length === 0}>
          {t('panels.save')}
        </button>
      </div>
    </form>
  );
}
