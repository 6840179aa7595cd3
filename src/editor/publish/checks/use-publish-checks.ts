'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type TPublishCheck, ZPublishChecks } from '@/shared/schemas/publish-checks';
import { apiGet } from '../../api-client';

export type PublishChecksState = {
  /** The entries, blocking first; null while loading or after a failure. */
  checks: TPublishCheck[] | null;
  failed: boolean;
  reload: () => Promise<void>;
};

/**
 * The server's publish checks for the page (`GET /page/status/checks`) or the whole site
 * (`GET /site/status/checks`), loaded each time the dialog opens (what it lists is what the
 * server will judge the publish by) and again after a refusal. `scope` null loads nothing.
 */
export function usePublishChecks(scope: 'page' | 'site' | null, pageId: string, open: boolean): PublishChecksState {
  const [checks, setChecks] = useState<TPublishCheck[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Only the newest answer may set state (a reload while the first load is still under way).
  const generation = useRef(0);

  const reload = useCallback(async () => {
    if (!scope) return;
    const current = ++generation.current;
    setChecks(null);
    setFailed(false);
    try {
      const answer = scope === 'page' ? await apiGet<unknown>('/page/status/checks', { id: pageId }) : await apiGet<unknown>('/site/status/checks');
      const parsed = ZPublishChecks.safeParse(answer);
      if (current !== generation.current) return;
      if (parsed.success) setChecks(parsed.data.checks);
      else setFailed(true);
    } catch {
      if (current === generation.current) setFailed(true);
    }
  }, [scope, pageId]);

  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);

  return { checks, failed, reload };
}

/** What a publish may go ahead with: loaded, nothing blocking, and the warnings it confirms. */
export function publishReadiness(state: PublishChecksState): { ready: boolean; blocking: number; warnings: TPublishCheck[] } {
  const checks = state.checks ?? [];
  const blocking = checks.filter((check) => check.severity === 'blocking').length;
  const warnings = checks.filter((check) => check.severity === 'warning');
  return { ready: state.checks !== null && blocking === 0, blocking, warnings };
}
