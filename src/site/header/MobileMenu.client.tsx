'use client';

import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

type Props = { id: string; openLabel: string; closeLabel: string; children: ReactNode };

/** Desktop width (Tailwind md): the menu is a bar there, never an overlay. */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The navigation's list as a desktop bar, or on small screens behind a menu button: open, it covers
 * the page and locks body scroll; Escape or the button closes it and focus returns to the button.
 */
export function MobileMenu({ id, openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.menuOpen = 'true';
    const close = (restoreFocus: boolean) => {
      setOpen(false);
      if (restoreFocus) button.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const desktop = window.matchMedia?.(DESKTOP_QUERY);
    const onDesktop = () => {
      if (desktop?.matches) close(false);
    };
    // Following a link inside the menu closes it.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a')) close(false);
    };
    const element = panel.current;
    element?.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    desktop?.addEventListener?.('change', onDesktop);
    return () => {
      body.style.overflow = previous;
      delete body.dataset.menuOpen;
      element?.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener?.('change', onDesktop);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="relative z-40 inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <div
        ref={panel}
        id={id}
        data-open={open}
        className="hidden data-[open=true]:fixed data-[open=true]:inset-0 data-[open=true]:z-30 data-[open=true]:block data-[open=true]:overflow-y-auto data-[open=true]:bg-header data-[open=true]:px-6 data-[open=true]:pb-10 data-[open=true]:pt-24 data-[open=true]:text-white md:block md:data-[open=true]:static md:data-[open=true]:bg-transparent md:data-[open=true]:p-0"
      >
        {children}
      </div>
    </>
  );
}
