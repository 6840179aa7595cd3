import { type ComponentProps, type ComponentType, createElement, type ReactNode } from 'react';
import { type IslandName, SERVER_ISLANDS } from './server-islands';
import { extractSlots } from './slots';

export type IslandProps<N extends IslandName> = ComponentProps<(typeof SERVER_ISLANDS)[N]>;

/** The element around each island: its root in the browser, `display: contents` in the layout. */
export const ISLAND_ELEMENT = 'webbox-island';

/**
 * A client island that can hydrate on a root of its own: `<webbox-island data-island="carousel"
 * data-props="{…}">` around the component's server HTML. Live pages whose islands are all such
 * load React and these islands only (src/site/islands/runtime.ts), without Next's App Router
 * runtime and RSC payload; elsewhere Next hydrates the component inside as usual. Props must be
 * JSON; elements in them become slots (slots.ts).
 */
export function Island<N extends IslandName>({ name, ...props }: { name: N } & IslandProps<N>): ReactNode {
  const { serial, rendered } = extractSlots(props);
  const Component = SERVER_ISLANDS[name] as ComponentType<Record<string, unknown>>;
  return createElement(ISLAND_ELEMENT, { 'data-island': name, 'data-props': JSON.stringify(serial) }, createElement(Component, rendered));
}
