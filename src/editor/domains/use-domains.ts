'use client';

import { useCallback, useEffect, useState } from 'react';
import type { TSiteDomains } from '@/shared/schemas/domains';
import { ApiError } from '../api-client';
import { fetchDomains } from './domains-api';

export type DomainsState = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'failed' } | { kind: 'ready'; domains: TSiteDomains };

/**
 * The site's domains for the section: loaded once the section is shown; `hidden` for members the
 * routes refuse (editors and opticians see no Domains section). Every change answers the whole
 * list, which `apply` puts in place.
 */
export function useDomains() {
  const [state, setState] = useState<DomainsState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchDomains().then(
      (domains) => current && setState({ kind: 'ready', domains }),
      (error: unknown) => current && setState({ kind: error instanceof ApiError && error.status === 403 ? 'hidden' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  const apply = useCallback((domains: TSiteDomains) => setState({ kind: 'ready', domains }), []);
  return { state, apply };
}
