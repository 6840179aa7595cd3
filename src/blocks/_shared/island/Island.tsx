import { type ComponentProps, type ComponentType, createElement, type ReactNode } from 'react';
import { type IslandName, SERVER_ISLANDS } from './server-islands';
import { extractSlots } from './slots';

export type IslandProps<N extends IslandName> = ComponentProps<(typeof SERVER_ISLANDS)[N]>;

/** The element around each island: its root in the browser, `display: contents` in the layout. */
export const ISLAND_ELEMENT = 'webbox-island';

/**
 * A client island that can hydrate on a root of its own: `<webbox-island data-island="carousel"
 * data-props="{…}">` around the component's server HTML. Live pages whose islands are all such
 * load React and these islands only (src/app/_islands/runtime.ts), without Next's App Router
 * runtime and RSC payload; elsewhere Next hydrates the component inside as usual. Props must be
 * JSON; elements in them become slots (slots.ts).
 */
export function Island<N extends IslandName>({ name, ...props }: { name: N } & IslandProps<N>): ReactNode {
  return <IslandRoot name={name} component={SERVER_ISLANDS[name] as ComponentType<IslandProps<N>>} props={props as IslandProps<N>} />;
}

/**
 * The same for a component the block receives by injection (the game's set-up screens, from
 * the injected game components): `name` is what the browser's registry loads it by. `wake="load"`
 * (a page that is an app: the game's screens, the sign-in and password forms) hydrates it as the
 * page loads, its chunks fetched right after the first paint; otherwise it wakes when it nears the
 * viewport.
 */
export function IslandRoot<P extends object>({
  name,
  component,
  props,
  wake,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  wake?: 'load';
}): ReactNode {
  const { serial, rendered } = extractSlots(props as Record<string, unknown>);
  return createElement(
    ISLAND_ELEMENT,
    { 'data-island': name, 'data-wake': wake, 'data-props': JSON.stringify(serial) },
    createElement(component as ComponentType<Record<string, unknown>>, rendered),
  );
}
