'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ListingKind } from '@/shared/content/listings';
import type { Listing } from '@/shared/schemas/listings';
import { ApiError } from '../api-client';
import { listListings } from './listings-api';

export type ListingsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; kind: ListingKind; listings: Listing[] };

/**
 * The listings of one kind while the panel is open: loaded on opening and on each `reload`, and
 * updated in place from the answers of the panel's own calls (each returns the listing as stored).
 */
export function useListings(active: boolean, kind: ListingKind) {
  const [state, setState] = useState<ListingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return;
    let current = true;
    // `attempt` is read so a reload asks again for the same kind.
    void attempt;
    // A reload keeps the list on screen; another kind never shows this one's list meanwhile.
    setState((previous) => (previous.status === 'ready' && previous.kind === kind ? previous : { status: 'loading' }));
    listListings(kind).then(
      (listings) => {
        if (current) setState({ status: 'ready', kind, listings });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: error instanceof ApiError ? error.message : '' });
      },
    );
    return () => {
      current = false;
    };
  }, [active, kind, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** A created or changed listing: replaced where it was, new ones first (the list is newest first). */
  const put = useCallback((listing: Listing) => {
    setState((previous) => {
      if (previous.status !== 'ready') return previous;
      const known = previous.listings.some((entry) => entry.id === listing.id);
      return { ...previous, listings: known ? previous.listings.map((entry) => (entry.id === listing.id ? listing : entry)) : [listing, ...previous.listings] };
    });
  }, []);
  const drop = useCallback((id: string) => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, listings: previous.listings.filter((entry) => entry.id !== id) } : previous));
  }, []);
  return { state, reload, put, drop };
}
