'use client';

import { useCallback, useRef, useState } from 'react';
import { optionSaveRequest } from '@/editor/lib/save-request';
import { saveItem } from '@/editor/save-item';
import type { OptionValue } from '@/shared/content/types';
import type { OptionTarget } from './types';
import { useOptionTexts } from './ui';

type SaveOptions = { target: OptionTarget; onSaved?: () => void; onClose: () => void };

/**
 * Saves one option of the target (editor-core §4: a spinner while in flight, then the panel
 * closes). A failed save keeps the panel open with the error; one save runs at a time.
 */
export function useOptionSave({ target, onSaved, onClose }: SaveOptions) {
  const t = useOptionTexts();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const save = useCallback(
    async (key: string, value: OptionValue): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSaving(true);
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
      onSaved?.();
      onClose();
      return true;
    },
    [target, onSaved, onClose, t],
  );

  return { saving, error, save };
}
