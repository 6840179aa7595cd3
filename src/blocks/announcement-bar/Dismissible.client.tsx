'use client';

import { X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { cx } from '../_shared/styles';
import { isDismissed, markDismissed } from './announcement';

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
 * A named region with a close button that hides it for the rest of the session (sessionStorage).
 * The server HTML shows it, so it works without JavaScript; a dismissed one hides after hydration.
 */
export function Dismissible(props: DismissibleProps): ReactNode {
  const { groupId, label, closeLabel, dismissible, className, closeClassName, children } = props;
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (dismissible && isDismissed(groupId)) setHidden(true);
  }, [dismissible, groupId]);
  if (hidden) return null;
  return (
    <section aria-label={label} data-announcement={groupId} className={className}>
      {children}
      {dismissible ? (
        <button
          type="button"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={() => {
            markDismissed(groupId);
            setHidden(true);
          }}
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
