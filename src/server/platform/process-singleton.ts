/**
 * State that must exist once per process. Next's server bundle and our own `dist/server` bundle
 * each load their own copy of the server modules (two module instances, one process), so a
 * module-level `let` or `const` would exist twice — two database pools, two event buses, a worker
 * woken in one copy while the API enqueues in the other. The value is kept on `globalThis` under a
 * registered symbol (`Symbol.for`), which both copies resolve to the same key.
 *
 * `make` runs once per process, on first use. For state that is replaced later (a test's
 * configuration, the installed database), make a holder object and assign its field.
 * This is the only place that writes process state to `globalThis` (src/process-state.test.ts).
 */
const registry = globalThis as typeof globalThis & Record<symbol, unknown>;

export function processSingleton<T>(key: string, make: () => T): T {
  const symbol = Symbol.for(`webbox.${key}`);
  if (!(symbol in registry)) registry[symbol] = make();
  return registry[symbol] as T;
}
