'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useTransition } from 'react';

/**
 * Which of the editor's `router.refresh()` calls are still rendering. The toolbar's flags change
 * the URL with the history API (instant, no server render); a refresh that started before such a
 * change would commit the URL it started from and undo it (a closed panel opening again). While
 * one is pending, flag changes go through the router instead, which orders them after it.
 */
const pending = new Set<symbol>();

export function refreshPending(): boolean {
  return pending.size > 0;
}

/** `router.refresh()` inside a transition, tracked while it renders. */
export function useTrackedRefresh(): () => void {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useRef(Symbol('refresh'));
  useEffect(() => {
    const key = id.current;
    if (isPending) pending.add(key);
    else pending.delete(key);
    return () => {
      pending.delete(key);
    };
  }, [isPending]);
  return useCallback(() => {
    pending.add(id.current);
    startTransition(() => router.refresh());
  }, [router]);
}
