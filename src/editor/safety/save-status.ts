import { useSyncExternalStore } from 'react';
import { RetrySchedule } from './save-retry';

/** What the toolbar's indicator says: any save running, else any failed, else all saved. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Entry = {
  state: 'saving' | 'failed';
  /** Sends the change again (failed) or now instead of after the typing pause (saving). */
  send?: () => void;
  /** Failed for a reason that may pass (no connection, server error): retried by itself. */
  transient?: boolean;
};

/**
 * The saves of this tab by item (field and language): the indicator, the retry button, the
 * automatic retries and the `beforeunload` warning read it. A module store, because saves start
 * in components all over the page and must outlive the one that started them.
 */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let anySaved = false;
let snapshot: SaveState = 'idle';
let waiting = 0;

/** Failed saves that may pass are sent again by themselves (backoff, and when back online). */
const schedule = new RetrySchedule(() => retryWhere((entry) => entry.transient === true));

function emit() {
  const states = [...entries.values()].map((entry) => entry.state);
  snapshot = states.includes('saving') ? 'saving' : states.includes('failed') ? 'failed' : anySaved ? 'saved' : 'idle';
  waiting = entries.size;
  // A retry on its way is 'saving': the backoff grows on until nothing waits any more.
  if (![...entries.values()].some((entry) => entry.state === 'saving' || entry.transient)) schedule.settled();
  for (const listener of listeners) listener();
}

function retryWhere(test: (entry: Entry) => boolean): void {
  for (const entry of [...entries.values()]) if (entry.state === 'failed' && test(entry)) entry.send?.();
}

/** A change is on its way (or waits for the typing pause; `sendNow` skips the pause). */
export function markSaving(key: string, sendNow?: () => void): void {
  entries.set(key, { state: 'saving', send: sendNow });
  emit();
}

export function markSaved(key: string): void {
  entries.delete(key);
  anySaved = true;
  emit();
}

/**
 * A failed (or restored, never sent) change; `retry` sends it again. A `transient` failure (see
 * `isTransientFailure`) is retried by itself, after a growing pause or when the browser is online.
 */
export function markFailed(key: string, retry: () => void, options: { transient?: boolean } = {}): void {
  entries.set(key, { state: 'failed', send: retry, transient: options.transient ?? false });
  emit();
  if (options.transient) schedule.failed();
}

/** Forgets an item without counting it as saved (the user dropped their change). */
export function clearSaveState(key: string): void {
  entries.delete(key);
  emit();
}

export function saveState(): SaveState {
  return snapshot;
}

/** How many changes (fields in a language) are not on the server yet. */
export function waitingChanges(): number {
  return waiting;
}

/** True while leaving the page would lose text: a save is running or failed. */
export function hasUnsavedChanges(): boolean {
  return snapshot === 'saving' || snapshot === 'failed';
}

/** Sends every failed change again (the indicator's button). */
export function retryFailed(): void {
  retryWhere(() => true);
}

/** The connection is back: every failed change is sent now. */
export function retryWhenOnline(): void {
  if ([...entries.values()].some((entry) => entry.state === 'failed' && entry.transient)) schedule.online();
}

/** How long after `beforeunload` the page counts as being left (the person may also stay). */
const LEAVING_MS = 30_000;
let leftAt = Number.NEGATIVE_INFINITY;

/** The page is being left: changes still waiting for the typing pause are sent now. */
export function sendWaitingNow(): void {
  leftAt = Date.now();
  for (const entry of [...entries.values()]) if (entry.state === 'saving') entry.send?.();
}

/** The person used the page after being asked about leaving: they stayed. */
export function noteStillHere(): void {
  leftAt = Number.NEGATIVE_INFINITY;
}

/**
 * True shortly after `sendWaitingNow` (and no use of the page since): a save answered now may come after the next page was
 * already rendered from the state before it (see `markDraftSaved`).
 */
export function isPageBeingLeft(): boolean {
  return Date.now() - leftAt < LEAVING_MS;
}

export function subscribeSaveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSaveState(): SaveState {
  return useSyncExternalStore(subscribeSaveState, saveState, () => 'idle');
}

export function useWaitingChanges(): number {
  return useSyncExternalStore(subscribeSaveState, waitingChanges, () => 0);
}

/** Tests start from a clean store. */
export function resetSaveState(): void {
  entries.clear();
  anySaved = false;
  leftAt = Number.NEGATIVE_INFINITY;
  emit();
}
