'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/request';
import { ZTeam, type Team } from '@/shared/schemas/team';
import { ApiError, apiGet, editorApiLanguage } from '../api-client';

export type TeamState = {
  team: Team | null;
  loadError: boolean;
  reload: () => Promise<void>;
  /** Runs a team change, then reloads the list; resolves with the API's sentence on refusal, else null. */
  run: (change: () => Promise<unknown>) => Promise<string | null>;
};

/** DELETE in the editor language (the api client's helpers send bodies; these routes take none). */
export const apiDelete = (path: string) => apiRequest(path, { method: 'DELETE', language: editorApiLanguage() });
/** A POST without a body (resending an invitation). */
export const apiRequestPost = (path: string) => apiRequest(path, { method: 'POST', language: editorApiLanguage() });

/** The site's members, open invitations and two-factor rule, loaded once the section is opened. */
export function useTeam(generic: string, opened: boolean): TeamState {
  const [team, setTeam] = useState<Team | null>(null);
  const [loadError, setLoadError] = useState(false);

  const reload = useCallback(async () => {
    try {
      const parsed = ZTeam.safeParse(await apiGet<unknown>('/team'));
      setTeam(parsed.success ? parsed.data : null);
      setLoadError(!parsed.success);
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    if (opened) void reload();
  }, [reload, opened]);

  const run = useCallback(
    async (change: () => Promise<unknown>) => {
      try {
        await change();
        await reload();
        return null;
      } catch (error) {
        await reload();
        return error instanceof ApiError && error.message ? error.message : generic;
      }
    },
    [reload, generic],
  );

  return { team, loadError, reload, run };
}
