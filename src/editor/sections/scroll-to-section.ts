import { whenRendered } from '../lib/when-rendered';

/** editor-core §9: watching for a newly added section stops after 30 s. */
export const SECTION_WATCH_TIMEOUT_MS = 30_000;

/**
 * Scrolls to a section once the refreshed page contains it. The server render arrives some time
 * after the add call answers, so the DOM is watched; returns a function that stops watching.
 */
export function scrollToSectionWhenRendered(groupId: string, timeoutMs = SECTION_WATCH_TIMEOUT_MS): () => void {
  const selector = `[data-group-id="${CSS.escape(groupId)}"]`;
  return whenRendered(
    () => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return false;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      return true;
    },
    { timeoutMs },
  );
}
