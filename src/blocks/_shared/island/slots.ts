import { createElement, isValidElement, type ReactElement } from 'react';

/**
 * Islands on their own roots (see Island.tsx) get their props as JSON. What the server renders into
 * an island's props (the slides of a carousel, a team member's panel) is not JSON: each such element
 * becomes a slot. On the server the element renders in place, marked with `data-island-slot`; in the
 * props sent to the browser a marker stands for it; in the browser the marker becomes the same
 * element holding the server's HTML, so the island re-renders around it without knowing its content.
 *
 * A host element (`<li className=…>`) is the slot itself, so lists stay valid HTML; anything else
 * (a server component, a fragment) is wrapped in `<webbox-slot>`, which `display: contents` keeps
 * out of the layout.
 */
export const SLOT_ATTRIBUTE = 'data-island-slot';
export const SLOT_WRAPPER = 'webbox-slot';
export { SLOTS_RENDERED_EVENT } from './island-events';
const MARKER = '$islandSlot';

export type SlotMarker = {
  [MARKER]: string;
  /** The host element's tag, or null for a `<webbox-slot>` wrapper. */
  type: string | null;
  /** The host element's own attributes (its children are the slot's HTML). */
  props: Record<string, unknown>;
  key: string | null;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

function isClientReference(type: unknown): boolean {
  return (typeof type === 'function' || typeof type === 'object') && type !== null && (type as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A host element's attributes must be JSON (class names, styles, data attributes). */
function hostAttributes(element: ReactElement<Record<string, unknown>>, path: string): Record<string, unknown> {
  const { children: _children, ...attributes } = element.props;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function' || isValidElement(value))
      throw new Error(`Island slot ${path}: <${String(element.type)}> has a ${name} the browser cannot receive`);
  }
  return attributes;
}

/**
 * Splits an island's props into the JSON sent to the browser and the props the server renders
 * with (the same values, each element marked as its slot). Throws on what cannot travel: functions,
 * class instances and client components inside a slot (they would arrive as dead HTML).
 */
export function extractSlots(props: Record<string, unknown>): { serial: Record<string, Json>; rendered: Record<string, unknown> } {
  let next = 0;
  const walk = (value: unknown, path: string): { serial: Json | undefined; rendered: unknown } => {
    if (value === undefined) return { serial: undefined, rendered: value };
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return { serial: value, rendered: value };
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`Island prop ${path}: ${value} is not JSON`);
      return { serial: value, rendered: value };
    }
    if (isValidElement<Record<string, unknown>>(value)) {
      if (isClientReference(value.type)) throw new Error(`Island prop ${path}: a client component in a slot would not be interactive`);
      const slot = String(next++);
      const key = value.key;
      if (typeof value.type === 'string') {
        const marker: SlotMarker = { [MARKER]: slot, type: value.type, props: hostAttributes(value, path), key };
        return { serial: marker as unknown as Json, rendered: createElement(value.type, { ...value.props, key, [SLOT_ATTRIBUTE]: slot }) };
      }
      const marker: SlotMarker = { [MARKER]: slot, type: null, props: {}, key };
      return { serial: marker as unknown as Json, rendered: createElement(SLOT_WRAPPER, { key, [SLOT_ATTRIBUTE]: slot }, value) };
    }
    if (Array.isArray(value)) {
      const parts = value.map((entry, index) => walk(entry, `${path}[${index}]`));
      return { serial: parts.map((part) => part.serial ?? null), rendered: parts.map((part) => part.rendered) };
    }
    if (isPlainObject(value)) {
      const serial: Record<string, Json> = {};
      const rendered: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(value)) {
        const part = walk(entry, `${path}.${name}`);
        if (part.serial !== undefined) serial[name] = part.serial;
        rendered[name] = part.rendered;
      }
      return { serial, rendered };
    }
    throw new Error(`Island prop ${path}: ${typeof value === 'function' ? 'a function' : 'a class instance'} cannot be sent to the browser`);
  };
  const result = walk(props, 'props');
  return { serial: result.serial as Record<string, Json>, rendered: result.rendered as Record<string, unknown> };
}

function isSlotMarker(value: unknown): value is SlotMarker {
  return isPlainObject(value) && typeof value[MARKER] === 'string';
}

/**
 * The slots' HTML inside an island's root, read before it hydrates: each `[data-island-slot]` that
 * belongs to this island (not to an island nested in one of its slots).
 */
export function readSlots(root: Element): Map<string, string> {
  const slots = new Map<string, string>();
  for (const element of root.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)) {
    if (element.closest('webbox-island') !== root) continue;
    const slot = element.getAttribute(SLOT_ATTRIBUTE);
    if (slot !== null && !slots.has(slot)) slots.set(slot, element.innerHTML);
  }
  return slots;
}

/**
 * The browser's side of `extractSlots`: markers become their elements around the server's HTML
 * (React keeps HTML set this way as it is, during hydration and after).
 */
export function reviveSlots(serial: unknown, html: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(serial)) return serial.map((entry) => reviveSlots(entry, html));
  if (isSlotMarker(serial)) {
    const slot = serial[MARKER];
    const props = {
      ...serial.props,
      key: serial.key ?? undefined,
      [SLOT_ATTRIBUTE]: slot,
      dangerouslySetInnerHTML: { __html: html.get(slot) ?? '' },
      suppressHydrationWarning: true,
    };
    return createElement(serial.type ?? SLOT_WRAPPER, props);
  }
  if (isPlainObject(serial)) {
    const revived: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(serial)) revived[name] = reviveSlots(entry, html);
    return revived;
  }
  return serial;
}
