'use client';

import { toast } from 'sonner';

type ToastTexts = { loading: string; success: string; error: string };

/** The message an error toast appends (editor-panels §8: "Error toasts append the error message"). */
export function errorMessage(error: unknown, generic: string): string {
  return error instanceof Error && error.message ? error.message : generic;
}

/**
 * Runs an editor action behind a loading → success | error toast. Resolves with the action's
 * result, or null when it failed (the toast has told the user; callers just stop).
 */
export async function withToast<T>(texts: ToastTexts, generic: string, action: () => Promise<T>): Promise<T | null> {
  const id = toast.loading(texts.loading);
  try {
    const result = await action();
    toast.success(texts.success, { id });
    return result;
  } catch (error) {
    toast.error(`${texts.error}: ${errorMessage(error, generic)}`, { id });
    return null;
  }
}
