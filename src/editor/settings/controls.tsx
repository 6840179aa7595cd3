'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';

const INPUT = cx('w-full rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm aria-[invalid=true]:border-rose-600', FOCUS_RING_LIGHT);
const ROW = 'flex flex-col gap-1 py-1.5';

/** A switch that saves at once. */
export function ToggleSetting({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  // Shown at once; the saved value replaces it when the save answers (or is refused).
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <label className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <span>{label}</span>
      <input
        type="checkbox"
        className={cx('size-4 accent-sky-700', FOCUS_RING_LIGHT)}
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
    </label>
  );
}

/** A choice among fixed values that saves at once. */
export function SelectSetting<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(props.value);
  useEffect(() => setShown(props.value), [props.value]);
  return (
    <div className={ROW}>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        className={INPUT}
        value={shown}
        onChange={(event) => {
          const next = props.options.find((option) => option.value === event.target.value);
          if (!next) return;
          setShown(next.value);
          props.onChange(next.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type TextProps = {
  label: string;
  value: string;
  /** Saves the new value; resolves false when the save was refused (the input keeps what was typed). */
  onCommit: (value: string) => Promise<boolean> | boolean;
  error?: string | undefined;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'color';
  hint?: ReactNode;
  /** Called while typing or choosing (the theme colours' live preview). */
  onPreview?: (value: string) => void;
};

/**
 * A text input that saves on blur or Enter, and only when the value changed (editor-panels §4:
 * "text inputs save only when the value changed"; empty equals none). Its error is shown beside it.
 */
export function TextSetting({ label, value, onCommit, error, placeholder, type = 'text', hint, onPreview }: TextProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = async () => {
    if (draft.trim() === value.trim()) return;
    await onCommit(draft.trim());
  };
  return (
    <div className={ROW}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={type === 'color' ? cx('h-9 w-16 rounded-lg border border-neutral-300', FOCUS_RING_LIGHT) : INPUT}
        value={draft}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          onPreview?.(event.target.value);
        }}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
        }}
      />
      {hint ? <p className="text-xs text-neutral-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A collapsible section of the panel (a native disclosure: keyboard and screen readers for free). */
export function SettingsSection({
  title,
  children,
  defaultOpen = false,
  onOpen,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  onOpen?: () => void;
}) {
  return (
    <details
      className="group border-b border-neutral-100 px-5 py-2"
      open={defaultOpen}
      // A section that loads its own data (the team) does so when first opened, not with the panel.
      onToggle={onOpen ? (event) => event.currentTarget.open && onOpen() : undefined}
    >
      <summary className={cx('cursor-pointer list-none rounded-md py-2 font-semibold marker:hidden', FOCUS_RING_LIGHT)}>
        <h3 className="inline">{title}</h3>
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}
