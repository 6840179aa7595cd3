import { useSyncExternalStore } from 'react';

/** What the toolbar's indicator says: any save running, else any failed, else all saved. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Entry = { state: 'saving' | 'failed'; retry?: () => void };

/**
 * The saves of this tab by item (field and language): the indicator, the retry button and the
 * `beforeunload` warning read it. A module store, because saves start in components all over the
 * page and must outlive the one that started them.
 */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let anySaved = false;
let snapshot: SaveState = 'idle';

function emit() {
  const states = [...entries.values()].map((entry) => entry.state);
  snapshot = states.includes('saving') ? 'saving' : states.includes('failed') ? 'failed' : anySaved ? 'saved' : 'idle';
  for (const listener of listeners) listener();
}

export function markSaving(key: string): void {
  entries.set(key, { state: 'saving' });
  emit();
}

export function markSaved(key: string): void {
  entries.delete(key);
  anySaved = true;
  emit();
}

/** A failed (or restored, never sent) change; `retry` sends it again. */
export function markFailed(key: string, retry: () => void): void {
  entries.set(key, { state: 'failed', retry });
  emit();
}

/** Forgets an item without counting it as saved (the user dropped their change). */
export function clearSaveState(key: string): void {
  entries.delete(key);
  emit();
}

export function saveState(): SaveState {
  return snapshot;
}

/** True while leaving the page would lose text: a save is running or failed. */
export function hasUnsavedChanges(): boolean {
  return snapshot === 'saving' || snapshot === 'failed';
}

/** Sends every failed change again. */
export function retryFailed(): void {
  for (const entry of [...entries.values()]) if (entry.state === 'failed') entry.retry?.();
}

export function subscribeSaveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSaveState(): SaveState {
  return useSyncExternalStore(subscribeSaveState, saveState, () => 'idle');
}

/** Tests start from a clean store. */
export function resetSaveState(): void {
  entries.clear();
  anySaved = false;
  emit();
}
