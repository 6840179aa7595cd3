'use client';

import { toast } from './toast';
import type { EditorMessages, MediaT, ToolbarT } from '../i18n/messages';

/** A toast's three states (editor-panels §8); the error text takes the error's message. */
export type ToastTexts = { loading: string; success: string; error: (message: string) => string; generic: string };

/** The message an error toast appends (editor-panels §8: "Error toasts append the error message"). */
export function errorMessage(error: unknown, generic: string): string {
  return error instanceof Error && error.message ? error.message : generic;
}

export type ToolbarToast = Exclude<keyof EditorMessages['editorToolbar']['toasts'], 'generic'>;
export type MediaToast = Exclude<keyof EditorMessages['editorMedia']['toasts'], 'generic'>;

/** The texts of one of the toolbar's toasts (`editorToolbar` → `toasts.{kind}`). */
export function toolbarToast(t: ToolbarT, kind: ToolbarToast): ToastTexts {
  return {
    loading: t(`toasts.${kind}.loading`),
    success: t(`toasts.${kind}.success`),
    error: (message) => t(`toasts.${kind}.error`, { message }),
    generic: t('toasts.generic'),
  };
}

/** The texts of one of the media library's toasts (`editorMedia` → `toasts.{kind}`). */
export function mediaToast(t: MediaT, kind: MediaToast): ToastTexts {
  return {
    loading: t(`toasts.${kind}.loading`),
    success: t(`toasts.${kind}.success`),
    error: (message) => t(`toasts.${kind}.error`, { message }),
    generic: t('toasts.generic'),
  };
}

/**
 * Runs an editor action behind a loading → success | error toast. Resolves with the action's
 * result, or null when it failed (the toast has told the user; callers just stop).
 */
export async function withToast<T>(texts: ToastTexts, action: () => Promise<T>): Promise<T | null> {
  const id = toast.loading(texts.loading);
  try {
    const result = await action();
    toast.success(texts.success, { id });
    return result;
  } catch (error) {
    toast.error(texts.error(errorMessage(error, texts.generic)), { id });
    return null;
  }
}
