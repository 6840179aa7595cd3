/** editor-core §4/§9: invalid input (inline or in an option panel) shakes for 50–300 ms. */
export const SHAKE_MS = 300;

const KEYFRAMES: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-6px)' },
  { transform: 'translateX(5px)' },
  { transform: 'translateX(-3px)' },
  { transform: 'translateX(0)' },
];

/**
 * Shakes an element once. `data-shake` is set for the duration so styles and tests can see it;
 * the movement itself is skipped for people who asked for reduced motion.
 */
export function shake(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute('data-shake', '');
  window.setTimeout(() => element.removeAttribute('data-shake'), SHAKE_MS);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!reduced && typeof element.animate === 'function') element.animate(KEYFRAMES, { duration: SHAKE_MS, easing: 'ease-in-out' });
}
