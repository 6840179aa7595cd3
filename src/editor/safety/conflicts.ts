import { useSyncExternalStore } from 'react';
import type { TSavedItem } from '@/shared/schemas/editor';

/** Which version the user keeps after a conflict. */
export type ConflictChoice = 'mine' | 'theirs';

/** Both versions as text for the dialog; `theirs` is what the server holds now. */
export type Conflict = { label: string; mine: string; theirs: string; current: TSavedItem };

type Open = Conflict & { resolve: (choice: ConflictChoice) => void };

/** One dialog at a time: conflicts of several fields queue up. */
const queue: Open[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows the conflict dialog; resolves with the user's choice. */
export function askConflict(conflict: Conflict): Promise<ConflictChoice> {
  return new Promise((resolve) => {
    queue.push({
      ...conflict,
      resolve: (choice) => {
        queue.shift();
        emit();
        resolve(choice);
      },
    });
    emit();
  });
}

function current(): Open | null {
  return queue[0] ?? null;
}

export function useOpenConflict(): Open | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => null,
  );
}
