/**
 * Code the server starts loading when a module loads and must have before it renders a page in one
 * synchronous pass (renderToString): the forms' chunks (`forms/lazy-form.ts`). The live renderer
 * waits for all of them before its first render (`allDynamicLoaded` in src/app/_live-render), so a
 * request that arrives while they still load waits instead of failing with "a component suspended".
 */
const pending: Promise<unknown>[] = [];

export function preloadOnServer<T>(loading: Promise<T>): Promise<T> {
  pending.push(loading);
  return loading;
}

/** Settles once everything registered so far has loaded. */
export function serverPreloadsSettled(): Promise<void> {
  return Promise.all(pending).then(() => undefined);
}
