import { type ComponentType, type JSX, createElement } from 'react';
import { serverPreloadsSettled } from '@/blocks/_shared/server-preload';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const loading: Promise<void>[] = [];

/**
 * `next/dynamic` in the live renderer's bundle (scripts/build-server.mjs aliases it here). On the
 * server Next renders such a component in place (`ssr: true`, no loading state, no boundary); here
 * every one is loaded when the bundle loads, so a render never waits for one and React can render
 * the page in one synchronous pass (`allDynamicLoaded` before the first).
 */
export default function dynamic<P extends JSX.IntrinsicAttributes>(loader: () => Promise<Loaded<P>>): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  loading.push(
    loader().then((loaded) => {
      component = 'default' in loaded ? loaded.default : loaded;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like the next/dynamic it stands in for: called once per module, at load.
  return function Dynamic(props: P) {
    if (!component) throw new Error('A dynamic component rendered before allDynamicLoaded() resolved');
    return createElement(component, props);
  };
}

/** Resolves once every dynamic component of the bundle has loaded, and the forms' chunks (server-preload.ts). */
export function allDynamicLoaded(): Promise<void> {
  return Promise.all([...loading, serverPreloadsSettled()]).then(() => undefined);
}
