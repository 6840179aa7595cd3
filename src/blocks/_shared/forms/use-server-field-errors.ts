'use client';

import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { SERVER_ERROR } from './controls';

/**
 * Puts the server's localized message per invalid field (a 400 answer) beside its field, focusing
 * the first one; names the form does not know are ignored.
 */
export function useServerFieldErrors<V extends FieldValues>(setError: UseFormSetError<V>, isField: (name: string) => name is Path<V>) {
  return useCallback(
    (fieldErrors: Record<string, string>) => {
      let first = true;
      for (const [name, message] of Object.entries(fieldErrors)) {
        if (!isField(name)) continue;
        setError(name, { type: SERVER_ERROR, message }, { shouldFocus: first });
        first = false;
      }
    },
    [setError, isField],
  );
}
