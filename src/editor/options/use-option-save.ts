'use client';

import { useCallback, useRef, useState } from 'react';
import { optionSaveRequest } from '@/editor/lib/save-request';
import { saveItem } from '@/editor/save-item';
import type { OptionValue } from '@/shared/content/types';
import type { OptionTarget } from './types';
import { useOptionTexts } from './ui';

type SaveOptions = { target: OptionTarget; onSaved?: () => void };

/**
 * Saves one option of the target (editor-core §4: a spinner while in flight). Beyond the spec the
 * panel stays open afterwards (issue 31), so an option that depends on the one just switched (the
 * canton once opening hours are on) shows at once; `saved` says the last change is stored. A failed
 * save shows the error; one save runs at a time.
 */
export function useOptionSave({ target, onSaved }: SaveOptions) {
  const t = useOptionTexts();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const save = useCallback(
    async (key: string, value: OptionValue): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSaving(true);
      setSaved(false);
      setError(null);
      try {
        await saveItem(optionSaveRequest(target, key, value));
      } catch (cause) {
        setError(t('saveFailed', { message: cause instanceof Error ? cause.message : t('genericError') }));
        return false;
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
      setSaved(true);
      onSaved?.();
      return true;
    },
    [target, onSaved, t],
  );

  return { saving, saved, error, save };
}
