'use client';

import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

type Props = {
  /** The item's own link, when it has a page; otherwise the button carries the label. */
  link: ReactNode | null;
  label: string;
  /** Accessible name of the toggle when it sits beside a link, e.g. "Untermenü: Angebot". */
  toggleLabel: string;
  current: boolean;
  children: ReactNode;
};

/**
 * A main item with dropdown children: a disclosure button (aria-expanded) shows the list, which
 * also opens on hover on desktop; Escape closes it and returns focus, leaving it closes it.
 */
export function NavDisclosure({ link, label, toggleLabel, current, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus leaving the item closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = root.current;
    element?.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      element?.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="group/nav relative"
      data-open={open}
    >
      <div className="flex items-center gap-1">
        {link}
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={id}
          aria-label={link ? toggleLabel : undefined}
          data-current={current}
          className="inline-flex min-h-11 items-center gap-1 rounded px-1 py-1 data-[current=true]:underline data-[current=true]:decoration-secondary data-[current=true]:decoration-2 data-[current=true]:underline-offset-8"
          onClick={() => setOpen((value) => !value)}
        >
          {link ? null : label}
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-data-[open=true]/nav:rotate-180" />
        </button>
      </div>
      <div
        id={id}
        className="hidden group-data-[open=true]/nav:block md:absolute md:right-0 md:top-full md:z-20 md:min-w-52 md:rounded-md md:bg-white md:p-2 md:text-text md:shadow-lg md:group-hover/nav:block"
      >
        {children}
      </div>
    </div>
  );
}
