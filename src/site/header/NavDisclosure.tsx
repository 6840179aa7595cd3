import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  /** Unique per page: the toggle's aria-controls. */
  id: string;
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
 * also opens on hover and, without JavaScript, while focus is inside (so the children stay
 * reachable by keyboard). Escape, a click outside or focus leaving closes it (site-behaviour.ts).
 */
export function NavDisclosure({ id, link, label, toggleLabel, current, children }: Props) {
  return (
    <div className="group/nav relative" data-nav-item="" data-open="false">
      <div className="flex items-center gap-1">
        {link}
        <button
          type="button"
          data-nav-toggle=""
          aria-expanded="false"
          aria-controls={id}
          aria-label={link ? toggleLabel : undefined}
          data-current={current}
          className="inline-flex min-h-11 items-center gap-1 rounded px-1 py-1 data-[current=true]:underline data-[current=true]:decoration-secondary data-[current=true]:decoration-2 data-[current=true]:underline-offset-8"
        >
          {link ? null : label}
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-data-[open=true]/nav:rotate-180" />
        </button>
      </div>
      <div
        id={id}
        data-nav-children=""
        className="hidden group-data-[open=true]/nav:block md:absolute md:right-0 md:top-full md:z-20 md:min-w-52 md:rounded-md md:bg-white md:p-2 md:text-text md:shadow-lg md:group-hover/nav:block"
      >
        {children}
      </div>
    </div>
  );
}
