import type { Locale } from '@/shared/locales';

/**
 * Unsent text kept in the browser (localStorage) until the server has it, so text typed offline
 * or before a crash survives a reload. One entry per site, page, field (section + slot) and language.
 */
export type DraftRef = { siteId: string; pageId: string; groupId: string; slot: string; locale: Locale };

/** A save sent but never answered (the page was left, the connection dropped): it may have landed. */
export type UnconfirmedSave = { text: string; base: number };

/**
 * What is kept: the value, the version it was typed on (`base`: a restored draft is sent based on
 * it, so a save by someone else in between is asked about) and the saves of it that were sent but
 * never answered (so finding one of them on the server is no conflict: it is one's own).
 */
export type StoredDraft<T> = { value: T; base?: number; unconfirmed: UnconfirmedSave[]; saved?: SavedMark };

/**
 * A draft the server has confirmed as `version` while the page was being left: the next page may
 * have been rendered before that save landed, and then shows this text (and builds on `version`)
 * instead of the older one it was rendered with. Only honoured for `SAVED_MARK_MS` after `at`.
 */
export type SavedMark = { version: number; at: number };
const SAVED_MARK_MS = 60_000;

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

function write(ref: DraftRef, entry: { value: unknown; base?: number; unconfirmed: UnconfirmedSave[]; saved?: number }): void {
  try {
    storage()?.setItem(draftKey(ref), JSON.stringify({ ...entry, at: Date.now() }));
  } catch {
    // Full storage: the text is still on screen and the save still runs.
  }
}

function isUnconfirmed(value: unknown): value is UnconfirmedSave {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string' && 'base' in value && Number.isInteger(value.base);
}

function readRaw(ref: DraftRef): Record<string, unknown> | null {
  const raw = storage()?.getItem(draftKey(ref));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) return parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is dropped by the reader.
  }
  return { damaged: true };
}

/** Keeps a changed value (with the version it is typed on); unanswered saves stay listed. */
export function storeDraft<T>(ref: DraftRef, value: T, base?: number): void {
  const unconfirmed = readRaw(ref)?.unconfirmed;
  write(ref, { value, base, unconfirmed: Array.isArray(unconfirmed) ? unconfirmed.filter(isUnconfirmed) : [] });
}

/** Notes a save as sent (before its answer); `[]` once the server has answered one. */
export function noteUnconfirmed(ref: DraftRef, unconfirmed: UnconfirmedSave[]): void {
  const raw = readRaw(ref);
  if (!raw || 'damaged' in raw) return;
  write(ref, { value: raw.value, base: Number.isInteger(raw.base) ? (raw.base as number) : undefined, unconfirmed });
}

/** Keeps a value the server has just confirmed as `version` (the page is being left). */
export function markDraftSaved<T>(ref: DraftRef, value: T, version: number): void {
  write(ref, { value, unconfirmed: [], saved: version });
}

function savedMark(raw: Record<string, unknown>): SavedMark | null | undefined {
  if (raw.saved === undefined) return undefined;
  const { saved, at } = raw;
  if (typeof saved !== 'number' || !Number.isInteger(saved) || typeof at !== 'number') return null;
  return Date.now() - at < SAVED_MARK_MS ? { version: saved, at } : null;
}

/** The stored unsent (or just saved, see `SavedMark`) draft, or undefined when there is none (null is a stored "cleared" value). */
export function readStoredDraft<T>(ref: DraftRef, isValue: (value: unknown) => value is T): StoredDraft<T> | undefined {
  const raw = readRaw(ref);
  if (!raw) return undefined;
  const saved = 'damaged' in raw ? null : savedMark(raw);
  if (saved !== null && !('damaged' in raw) && isValue(raw.value)) {
    const unconfirmed = Array.isArray(raw.unconfirmed) ? raw.unconfirmed.filter(isUnconfirmed) : [];
    return { value: raw.value, base: Number.isInteger(raw.base) ? (raw.base as number) : undefined, unconfirmed, saved };
  }
  dropDraft(ref);
  return undefined;
}

/** The stored unsent value, or undefined when there is none (null is a stored "cleared" value). */
export function readDraft<T>(ref: DraftRef, isValue: (value: unknown) => value is T): T | undefined {
  return readStoredDraft(ref, isValue)?.value;
}

export function dropDraft(ref: DraftRef): void {
  storage()?.removeItem(draftKey(ref));
}
