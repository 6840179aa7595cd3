import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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
 * pages with the form), rendered inline on the server. With a plain `lazy`, the server's first
 * render after a start suspends on the import and React streams the form in a hidden `<div>` that
 * only a script reveals — a page without JavaScript (and the page cache keeping that render) would
 * show no form. So the server starts the import as soon as this module loads and, once it is
 * there, hands it to React synchronously; the browser still loads it on demand and hydrates the
 * server's markup meanwhile.
 */
export function lazyForm<P>(load: () => Promise<Loaded<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | null = null;
  const loading = typeof window === 'undefined' ? load().then((module) => (loaded = module)) : null;
  return lazy(() => (loaded ? settled(loaded) : (loading ?? load())) as Promise<Loaded<P>>);
}
