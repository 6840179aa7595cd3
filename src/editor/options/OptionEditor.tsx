'use client';

import { Check, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { evaluateDisplayConditions, resolveOption } from '@/shared/blocks/options';
import { useBlockLabels } from '@/editor/context';
import type { OptionValue } from '@/shared/content/types';
import type { Branch } from './LocationOption';
import { OptionRow } from './OptionRow';
import type { OptionEditorProps } from './types';
import { ghostButtonClass, Spinner, useOptionTexts } from './ui';
import { useOptionSave } from './use-option-save';

/** Beyond the contract: the site's branches, for location options (none: "No locations available"). */
export type OptionEditorPanelProps = OptionEditorProps & { branches?: readonly Branch[] };

/**
 * The option panel of one item: every option whose display conditions hold against the current
 * values (defaults included), each with the control of its type. Each control commits one option;
 * the panel shows a spinner while it saves, then "Gespeichert", and stays open: an option that a
 * switch makes relevant appears at once. It closes with its close button, Escape or a click outside.
 */
export function OptionEditor({ target, blockType, definitions, values, onClose, onSaved, branches }: OptionEditorPanelProps) {
  const labels = useBlockLabels();
  const t = useOptionTexts();
  const baseId = useId();
  const [current, setCurrent] = useState<Record<string, OptionValue>>(values);
  const { saving, saved, error, save } = useOptionSave({ target, onSaved });

  const resolved = useMemo(
    () => Object.fromEntries(Object.entries(definitions).map(([key, definition]) => [key, resolveOption(definition, current[key])])),
    [definitions, current],
  );
  const visible = Object.entries(definitions).filter(([, definition]) => evaluateDisplayConditions(definition.displayConditions, resolved));

  async function commit(key: string, value: OptionValue) {
    const had = Object.hasOwn(current, key);
    const previous = current[key];
    // The controls are disabled while saving, which drops their focus: it comes back afterwards.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Shown at once so display conditions and choices follow; put back if the save fails.
    setCurrent((state) => ({ ...state, [key]: value }));
    const stored = await save(key, value);
    window.setTimeout(() => {
      if (focused?.isConnected && (document.activeElement === document.body || document.activeElement === null)) focused.focus();
    }, 0);
    if (stored) return;
    setCurrent((state) => {
      const { [key]: _failed, ...rest } = state;
      return had && previous !== undefined ? { ...rest, [key]: previous } : rest;
    });
  }

  const titleId = `${baseId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={saving}
      className="w-80 max-w-full rounded-xl bg-white p-4 text-sm text-neutral-900 shadow-xl ring-1 ring-black/10"
    >
      <header className="mb-1 flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {t('panelTitle')}
        </h2>
        {saving && <Spinner label={t('saving')} className="text-neutral-500" />}
        {saved && !saving ? (
          <span role="status" className="inline-flex items-center gap-1 text-xs text-emerald-700">
            <Check aria-hidden="true" className="size-3.5" />
            {t('saved')}
          </span>
        ) : null}
        <button type="button" aria-label={t('close')} className={`${ghostButtonClass} -mr-1.5 px-1.5`} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      {error && (
        <p role="alert" className="mb-2 rounded-md bg-red-50 px-2.5 py-2 text-xs text-red-700">
          {error}
        </p>
      )}
      {visible.length === 0 ? (
        <p className="py-3 text-xs text-neutral-500">{t('noOptions')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {visible.map(([key, definition]) => (
            <li key={key} className="py-3 first:pt-2 last:pb-0">
              <OptionRow
                id={`${baseId}-${key}`}
                labelId={`${baseId}-${key}-label`}
                label={labels.option(blockType, key)}
                definition={definition}
                value={resolved[key] ?? null}
                disabled={saving}
                onCommit={(value) => void commit(key, value)}
                options={resolved}
                branches={branches}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
