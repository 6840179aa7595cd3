import { type ComponentType, createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preferJitlessZod } from '@/shared/zod-jitless';
import { readSlots, reviveSlots, SLOTS_RENDERED_EVENT } from '@/blocks/_shared/island/slots';
import { ISLAND_LOADERS, isIslandName } from './registry';

/**
 * The browser side of live pages whose islands all hydrate on their own roots (instead of Next's
 * App Router runtime and RSC payload): each `<webbox-island>` gets its component, its props from
 * `data-props` and the server's HTML for its slots, and hydrates where it stands. The front handler
 * puts this module (and preloads for the islands on the page) into such pages.
 */
// Zod is in the forms' chunks: jitless before a chunk evaluates it (as src/instrumentation-client.ts does for Next's runtime).
preferJitlessZod();

async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const props = reviveSlots(JSON.parse(root.dataset.props ?? '{}'), readSlots(root)) as Record<string, unknown>;
  const Component = (await ISLAND_LOADERS[name]()) as ComponentType<Record<string, unknown>>;
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between
  // them (a plain hydrateRoot is one blocking task: the contact form's was Lighthouse's whole TBT). An
  // input the visitor touches first is hydrated at once and the event replayed, as React does for every root.
  startTransition(() => {
    hydrateRoot(root, createElement(Component, props));
  });
}

const started = new WeakSet<Element>();

function hydrateIslands(): void {
  for (const root of document.querySelectorAll<HTMLElement>('webbox-island[data-island]')) {
    if (started.has(root)) continue;
    started.add(root);
    // An island that fails stays the server's HTML, which works without JavaScript.
    hydrateIsland(root).catch((error: unknown) => console.error(`[webbox] island ${root.dataset.island ?? ''}:`, error));
  }
}

hydrateIslands();
document.addEventListener(SLOTS_RENDERED_EVENT, hydrateIslands);
