import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { preloadOnServer } from '../server-preload';

type Loaded<P> = { default: ComponentType<P> };

/** A thenable that calls back at once, so React.lazy takes a loaded module without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point — React.lazy resolves it synchronously.
    then: <A, B>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null) => Promise.resolve(onFulfilled?.(value)) as PromiseLike<A | B>,
  };
}

/**
 * A form's code as its own chunk in the browser (react-hook-form, zod and the messages load only on
 * pages with the form), rendered in the page's own HTML on the server, where a page without
 * JavaScript needs it. The server starts the import as soon as this module loads (the live renderer
 * waits for it: server-preload.ts) and, once it is there, hands it to React synchronously (a plain `lazy` suspends on every render's first touch of
 * a new lazy object only, but a settled module costs nothing). The islands render it without a
 * Suspense boundary of their own: a large boundary is streamed apart from the page in a hidden
 * segment that only a script reveals. The browser still loads the chunk on demand; hydration
 * waits for it while the server's form stays usable.
 */
export function lazyForm<P>(load: () => Promise<Loaded<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | null = null;
  const loading = typeof window === 'undefined' ? preloadOnServer(load().then((module) => (loaded = module))) : null;
  return lazy(() => (loaded ? settled(loaded) : (loading ?? load())) as Promise<Loaded<P>>);
}
