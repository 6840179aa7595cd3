'use client';

import type { ReactNode } from 'react';
import { useEditorEnvironment } from '@/editor/context';
import type { EditorMessages, OptionsT } from '@/editor/i18n/messages';
import { useEditorT } from '@/editor/i18n/use-editor-t';

/** Shared look of the option controls: one place for focus rings, inputs and buttons. */
export const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-1 focus-visible:ring-offset-white';

export const inputClass = `w-full rounded-md border border-neutral-200 bg-white px-2.5 py-1.5 text-sm text-neutral-900 placeholder:text-neutral-400 hover:border-neutral-300 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 ${focusRing}`;

export const segmentGroupClass = 'grid gap-0.5 rounded-lg bg-neutral-100 p-0.5';
export const segmentItemClass = `rounded-md px-2 py-1.5 text-xs font-medium text-neutral-600 transition-colors hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:bg-white data-[state=on]:text-neutral-900 data-[state=on]:shadow-sm data-[state=checked]:bg-white data-[state=checked]:text-neutral-900 data-[state=checked]:shadow-sm ${focusRing}`;

export const primaryButtonClass = `inline-flex items-center justify-center gap-1.5 rounded-md bg-neutral-900 px-3 py-1.5 text-xs font-medium text-white hover:bg-neutral-700 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;
export const ghostButtonClass = `inline-flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

const GRID_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };
/** Short lists sit on one line; longer ones wrap into two columns so labels stay readable. */
export function segmentColumns(count: number, maxPerRow = 3): string {
  return GRID_COLUMNS[count <= maxPerRow ? count : 2] ?? 'grid-cols-2';
}

/** The option editor's texts (`editorOptions`) in the editor's language. */
export function useOptionTexts(): OptionsT {
  return useEditorT('editorOptions');
}

type ValueKey = keyof EditorMessages['editorOptions']['values'];

/** Names enumerated option values; a value the catalogue does not name shows as stored. */
export function useValueLabel(): (value: string) => string {
  const t = useOptionTexts();
  const { values } = useEditorEnvironment().messages.editorOptions;
  return (value) => (Object.hasOwn(values, value) ? t(`values.${value as ValueKey}`) : value);
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-xs text-red-600">
      {children}
    </p>
  );
}

/** A control that collects a draft and commits it with its Save button (or Enter in an input). */
export function OptionForm(props: { onSubmit: () => void; disabled: boolean; canSave?: boolean; children: ReactNode }) {
  const t = useOptionTexts();
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.disabled && props.canSave !== false) props.onSubmit();
      }}
    >
      {props.children}
      <div className="flex justify-end">
        <button type="submit" className={primaryButtonClass} disabled={props.disabled || props.canSave === false}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}

// One shake and one spinner for the whole editor; the option controls import them from here.
export { shake } from '../shake';
export { Spinner } from '../toolbar/ui';
