import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../_shared/styles';

export type DismissibleProps = {
  groupId: string;
  /** The landmark's accessible name ("Ankündigung"). */
  label: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Without it the close button is left out (e.g. dismissing switched off). */
  dismissible: boolean;
  className?: string;
  closeClassName?: string;
  children: ReactNode;
};

/**
 * A named region with a close button that hides it for the rest of the session. Server markup only:
 * the site behaviour script (src/site/behaviour/site-behaviour.ts) handles `data-dismiss` and hides
 * what was dismissed before the region is even parsed, so no React loads for a bar at the top of
 * every page. Without JavaScript the region simply stays.
 */
export function Dismissible(props: DismissibleProps): ReactNode {
  const { groupId, label, closeLabel, dismissible, className, closeClassName, children } = props;
  return (
    <section aria-label={label} data-announcement={groupId} data-dismissible={dismissible ? '' : undefined} className={className}>
      {children}
      {dismissible ? (
        <button
          type="button"
          data-dismiss={groupId}
          aria-label={closeLabel}
          title={closeLabel}
          className={cx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition hover:bg-current/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
            closeClassName,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </section>
  );
}
