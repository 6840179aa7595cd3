'use client';

import { useState } from 'react';

/**
 * Whether a slot shows its "maschinell übersetzt" badge: the rendered field state says so, until
 * the translation is confirmed or the text edited here (the server drops the mark then; the next
 * render agrees). A later render that marks it again shows it again.
 */
export function useMachineTranslated(marked: boolean): { shown: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(false);
  const [previous, setPrevious] = useState(marked);
  if (previous !== marked) {
    setPrevious(marked);
    setDismissed(false);
  }
  return { shown: marked && !dismissed, dismiss: () => setDismissed(true) };
}
