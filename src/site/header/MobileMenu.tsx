import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { id: string; openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The navigation's list as a desktop bar, or on small screens behind a menu button: open, it covers
 * the page and locks body scroll; Escape or the button closes it and focus returns to the button
 * (site-behaviour.ts). Without JavaScript the button is hidden and the list shows (NoScriptStyles).
 */
export function MobileMenu({ id, openLabel, closeLabel, children }: Props) {
  return (
    <>
      <button
        type="button"
        data-menu-toggle=""
        data-open-label={openLabel}
        data-close-label={closeLabel}
        className="group/menu relative z-40 inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
        aria-expanded="false"
        aria-controls={id}
        aria-label={openLabel}
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-aria-expanded/menu:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-aria-expanded/menu:block" />
      </button>
      <div
        id={id}
        data-menu-panel=""
        data-open="false"
        className="hidden data-[open=true]:fixed data-[open=true]:inset-0 data-[open=true]:z-30 data-[open=true]:block data-[open=true]:overflow-y-auto data-[open=true]:bg-header data-[open=true]:px-6 data-[open=true]:pb-10 data-[open=true]:pt-24 data-[open=true]:text-white md:block md:data-[open=true]:static md:data-[open=true]:bg-transparent md:data-[open=true]:p-0"
      >
        {children}
      </div>
    </>
  );
}
