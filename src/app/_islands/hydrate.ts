import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
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
 * server's HTML for its slots. Resolves once hydrated, with what the visitor typed before in React's
 * state. The second part of the island runtime (see runtime.ts): it holds React, so it loads only
 * when a page has an island to wake.
 */
export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
  const props = reviveSlots(JSON.parse(root.dataset.props ?? '{}'), readSlots(root)) as Record<string, unknown>;
  const Component = (await ISLAND_LOADERS[name]()) as ComponentType<Record<string, unknown>>;
  const adoptTypedValues = readTypedValues(root);
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between
    // them (a plain hydrateRoot is one blocking task: the contact form's was Lighthouse's whole TBT). An
    // input the visitor touches first is hydrated at once and the event replayed, as React does for every root.
    startTransition(() => {
      hydrateRoot(root, createElement(Hydrated, { onHydrated: () => resolve() }, createElement(Component, props)));
    });
  });
  adoptTypedValues();
}

/** A property's own setter on the element's prototype: past React's value tracker, which wraps it on the element. */
function setPastTracker(field: HTMLElement, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/**
 * What a visitor typed, ticked or chose before the island hydrated is in the fields but not in
 * React's state (React keeps the DOM's values when it hydrates, and its first re-render sets every
 * controlled field back to its state). Read just before hydrating, so a re-render right after it (a
 * screen that loads its game) cannot wipe it first; the returned function hands each field's value
 * over once hydrated: its event is sent with React's value tracker set back to the server's value,
 * so the component's onChange receives it as if done now.
 */
export function readTypedValues(root: HTMLElement): () => void {
  const pending: (() => void)[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.type === 'hidden' || field.type === 'file') continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio unticked by its neighbour is that neighbour's change, not one of its own.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const ticked = field.checked;
      pending.push(() => {
        field.checked = !ticked;
        setPastTracker(field, 'checked', ticked);
        // A plain Event, not a MouseEvent: React reads it as the change, the browser does not tick again.
        field.dispatchEvent(new Event('click', { bubbles: true }));
      });
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      const server = field.defaultValue;
      pending.push(() => {
        // Changed since through React (typed on after hydration began): React's state holds it already.
        if (field.value !== typed && field.value !== server) return;
        field.value = server;
        setPastTracker(field, 'value', typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  for (const select of root.querySelectorAll('select')) {
    // The `selected` attribute is what the server rendered (`defaultSelected` reflects it).
    if ([...select.options].every((option) => option.selected === option.hasAttribute('selected'))) continue;
    const chosen = select.value;
    pending.push(() => {
      select.value = chosen;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  return () => {
    // Committed before this returns: a click replayed next (the Enter that submits the typed name)
    // must find handlers that already see the values, not the render before them.
    flushSync(() => {
      for (const adopt of pending) adopt();
    });
  };
}
