import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  openLabel: string;
  closeLabel: string;
  /** The summary's name ("Menü"): its open state is announced by the <details>, not by the name. */
  label: string;
  children: ReactNode;
};

const TOGGLE = 'relative z-40 h-11 w-11 items-center justify-center rounded-md';

/**
 * The navigation's list as a desktop bar, or on small screens behind a menu button: open, it covers
 * the page and locks body scroll; Escape or the button closes it and focus returns to the button
 * (site-behaviour.ts).
 *
 * The list sits in a `<details>`, so it works without JavaScript too: there the button is hidden
 * and the `<summary>` (hidden otherwise) opens the list as a dropdown below the header (`scripting: none` in globals.css).
 * The script opens the `<details>` for good when it starts and drives the panel through the button;
 * on desktop the list shows whether the `<details>` is open or not (`::details-content`, globals.css).
 */
export function MobileMenu({ id, openLabel, closeLabel, label, children }: Props) {
  return (
    <>
      <button
        type="button"
        data-menu-toggle=""
        data-open-label={openLabel}
        data-close-label={closeLabel}
        className={`group/menu inline-flex md:hidden ${TOGGLE}`}
        aria-expanded="false"
        aria-controls={id}
        aria-label={openLabel}
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-aria-expanded/menu:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-aria-expanded/menu:block" />
      </button>
      <details data-menu="" className="group/details">
        <summary data-menu-summary="" aria-label={label} className={`hidden list-none [&::-webkit-details-marker]:hidden ${TOGGLE}`}>
          <Menu aria-hidden="true" className="h-6 w-6 group-open/details:hidden" />
          <X aria-hidden="true" className="hidden h-6 w-6 group-open/details:block" />
        </summary>
        <div
          id={id}
          data-menu-panel=""
          data-open="false"
          className="hidden data-[open=true]:fixed data-[open=true]:inset-0 data-[open=true]:z-30 data-[open=true]:block data-[open=true]:overflow-y-auto data-[open=true]:bg-header data-[open=true]:px-6 data-[open=true]:pb-10 data-[open=true]:pt-24 data-[open=true]:text-white md:block md:data-[open=true]:static md:data-[open=true]:bg-transparent md:data-[open=true]:p-0"
        >
          {children}
        </div>
      </details>
    </>
  );
}
