import { whenRendered } from '../lib/when-rendered';

/** `?focus=<fieldId>`: the text to scroll to and outline once the edit page has loaded. */
export const FOCUS_PARAM = 'focus';
/** How long a chosen text stays outlined. */
export const HIGHLIGHT_MS = 1_600;
/** Watching for a text that has not rendered yet (the page after a language switch) stops after this. */
export const FIELD_WATCH_TIMEOUT_MS = 10_000;

/** A text of the page: its field, and as a fallback the box (and slot) it belongs to; a box alone when the slot has no field yet. */
export type FieldTarget = { fieldId?: string; groupId?: string; slot?: string };

const HIGHLIGHT_COLOR = 'rgb(14 165 233)';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The text's element (slots carry data-field-id), else its slot in its box, else the box. */
export function findFieldElement({ fieldId, groupId, slot }: FieldTarget): HTMLElement | null {
  const field = fieldId ? document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`) : null;
  if (field || !groupId) return field;
  const section = document.querySelector<HTMLElement>(`[data-group-id="${CSS.escape(groupId)}"]`);
  const inSlot = slot ? section?.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slot)}"]`) : null;
  return inSlot ?? section;
}

/**
 * A short outline around the element: fading out, or — for people who asked for less motion —
 * shown still and removed after the same time.
 */
export function highlightElement(element: HTMLElement): void {
  const { outline, outlineOffset } = element.style;
  element.dataset.translationFocus = '';
  element.style.outline = `3px solid ${HIGHLIGHT_COLOR}`;
  element.style.outlineOffset = '4px';
  if (!prefersReducedMotion() && typeof element.animate === 'function') {
    element.animate([{ outlineColor: HIGHLIGHT_COLOR }, { outlineColor: HIGHLIGHT_COLOR, offset: 0.6 }, { outlineColor: 'transparent' }], {
      duration: HIGHLIGHT_MS,
      easing: 'ease-out',
    });
  }
  window.setTimeout(() => {
    delete element.dataset.translationFocus;
    element.style.outline = outline;
    element.style.outlineOffset = outlineOffset;
  }, HIGHLIGHT_MS);
}

/** Scrolls the text into view, outlines it and puts the caret in it when it can be edited. */
export function focusField(target: FieldTarget): boolean {
  const element = findFieldElement(target);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
  highlightElement(element);
  const editable = element.isContentEditable ? element : element.querySelector<HTMLElement>('[contenteditable="true"]');
  editable?.focus({ preventScroll: true });
  return true;
}

/**
 * Focuses the text once the page shows it (a page loaded in another language renders its slots
 * after hydration); `onDone` runs when it was focused or the watch timed out. Returns a stop function.
 */
export function focusFieldWhenRendered(target: FieldTarget, onDone: () => void = () => undefined, timeoutMs = FIELD_WATCH_TIMEOUT_MS): () => void {
  return whenRendered(
    () => {
      if (!focusField(target)) return false;
      onDone();
      return true;
    },
    { timeoutMs, onTimeout: onDone },
  );
}
