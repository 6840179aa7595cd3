import { processSingleton } from './process-singleton';

/** Whether a background worker's loop still runs (see polling-worker.ts). */
export type WorkerProbe = { alive(): boolean };

type RuntimeState = {
  /** Set by SIGTERM: readiness answers 503 and long-lived streams are asked to reconnect elsewhere. */
  draining: boolean;
  /** The background workers a serving process runs (outbox, jobs), by name. */
  workers: Map<string, WorkerProbe>;
  /** Called once when draining starts (an open event stream sends `retry:` and ends). */
  drainListeners: Set<() => void>;
};

/**
 * What readiness and shutdown share between the Node server (which starts the workers and gets the
 * signal) and the Next bundle (whose API answers readiness and holds the event streams): one
 * object per process (processSingleton), never module state.
 */
const state = processSingleton('runtime-state', (): RuntimeState => ({ draining: false, workers: new Map(), drainListeners: new Set() }));

export function registerWorker(name: string, probe: WorkerProbe): () => void {
  state.workers.set(name, probe);
  return () => {
    if (state.workers.get(name) === probe) state.workers.delete(name);
  };
}

export function workerProbes(): ReadonlyMap<string, WorkerProbe> {
  return state.workers;
}

export function isDraining(): boolean {
  return state.draining;
}

/** Starts draining: readiness fails from now on, and every registered listener is told once. */
export function startDraining(): void {
  if (state.draining) return;
  state.draining = true;
  for (const listener of [...state.drainListeners]) listener();
  state.drainListeners.clear();
}

/** `listener` runs when draining starts (at once when it has); returns the unsubscribe. */
export function onDrain(listener: () => void): () => void {
  if (state.draining) {
    listener();
    return () => undefined;
  }
  state.drainListeners.add(listener);
  return () => state.drainListeners.delete(listener);
}

/** Tests: back to a serving process (a test that drained must not leave the next one draining). */
export function resetRuntimeState(): void {
  state.draining = false;
  state.drainListeners.clear();
}
