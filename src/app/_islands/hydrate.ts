import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readSlots, reviveSlots } from '@/blocks/_shared/island/slots';
import { ISLAND_LOADERS, isIslandName } from './registry';

/** Calls `onHydrated` once its island's first render is committed: React's listeners are attached then. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }): ReactNode {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * Hydrates one `<webbox-island>` on its own root: its component, its props from `data-props` and the
 * server's HTML for its slots. Resolves once hydrated. The second part of the island runtime (see
 * runtime.ts): it holds React, so it loads only when a page has an island to wake.
 */
export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const props = reviveSlots(JSON.parse(root.dataset.props ?? '{}'), readSlots(root)) as Record<string, unknown>;
  const Component = (await ISLAND_LOADERS[name]()) as ComponentType<Record<string, unknown>>;
  return new Promise((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between
    // them (a plain hydrateRoot is one blocking task: the contact form's was Lighthouse's whole TBT). An
    // input the visitor touches first is hydrated at once and the event replayed, as React does for every root.
    startTransition(() => {
      hydrateRoot(root, createElement(Hydrated, { onHydrated: () => resolve() }, createElement(Component, props)));
    });
  });
}

/**
 * What a visitor typed into a field before its island hydrated is in the field but not in React's
 * state (React keeps the DOM's value when it hydrates). An input event with the value set past
 * React's value tracker hands it to the component's onChange, as if typed now.
 */
export function adoptTypedValues(root: HTMLElement): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([type="radio"]), textarea',
  );
  for (const field of fields) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // Through React's tracker: it now remembers the server's value…
    field.value = field.defaultValue;
    // …and past it: the field shows the typed text again, which React then sees as a change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
