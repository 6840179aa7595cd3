import type { Locale } from '@/shared/locales';

/**
 * Unsent text kept in the browser (localStorage) until the server has it, so text typed offline
 * or before a crash survives a reload. One entry per site, page, field (section + slot) and language.
 */
export type DraftRef = { siteId: string; pageId: string; groupId: string; slot: string; locale: Locale };

const PREFIX = 'webbox.editor.draft';

export function draftKey(ref: DraftRef): string {
  return [PREFIX, ref.siteId, ref.pageId, ref.groupId, ref.slot, ref.locale].join(':');
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): drafts then live only on screen.
    return null;
  }
}

export function storeDraft<T>(ref: DraftRef, value: T): void {
  try {
    storage()?.setItem(draftKey(ref), JSON.stringify({ value, at: Date.now() }));
  } catch {
    // Full storage: the text is still on screen and the save still runs.
  }
}

/** The stored unsent value, or undefined when there is none (null is a stored "cleared" value). */
export function readDraft<T>(ref: DraftRef, isValue: (value: unknown) => value is T): T | undefined {
  const raw = storage()?.getItem(draftKey(ref));
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed && isValue(parsed.value)) return parsed.value;
  } catch {
    // A damaged entry is dropped below.
  }
  dropDraft(ref);
  return undefined;
}

export function dropDraft(ref: DraftRef): void {
  storage()?.removeItem(draftKey(ref));
}
