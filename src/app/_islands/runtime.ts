import { SLOTS_RENDERED_EVENT } from '@/blocks/_shared/island/island-events';
import { preferJitlessZod } from '@/shared/zod-jitless';

/**
 * The browser side of live pages whose islands hydrate on their own roots (instead of Next's App
 * Router runtime and RSC payload). This first part is small and holds no React: an island wakes when
 * it comes near the viewport, or when the visitor reaches into it first (a tap, a key, focus); only
 * then do React (hydrate.ts) and the island's chunks load. A page whose islands all sit further down
 * (a long catalogue) loads no framework at all until the visitor scrolls: its first paint and its
 * main thread stay the page's own, as Lighthouse's phone run measures them.
 *
 * The server writes this module into such pages with the hydrator's address (`data-hydrator`) and the
 * chunks each island needs (`data-island-chunks`, see island-assets.ts); they are preloaded when the
 * island wakes. It is built as one file (build-islands.mjs), so it listens after a single request.
 */
// Zod is in the forms' chunks: jitless before a chunk evaluates it (as src/instrumentation-client.ts does for Next's runtime).
preferJitlessZod();

type Hydrator = typeof import('./hydrate');
type State = 'waiting' | 'loading' | 'hydrated' | 'failed';

/** How far below (and above) the viewport an island wakes: half a screen, so it is ready when seen. */
const NEAR = '50% 0px';
/** Controls whose click does its work without a handler (ticks, opens, chooses): never held back. */
const NATIVE_CONTROLS = 'input[type="checkbox"], input[type="radio"], label, select, option, summary';
/** Keys that act by themselves on a focused button or link (a click follows): never held back. */
const ACTIVATING_KEYS = new Set(['Enter', ' ', 'Tab']);

const script = document.querySelector<HTMLScriptElement>('script[data-island-chunks]');
const chunks = readChunks();
/** The hydrator's address (this file is built whole, apart from it and the islands: see build-islands.mjs). */
const hydratorUrl = script?.dataset.hydrator ?? '';
const states = new WeakMap<HTMLElement, State>();
/** Events that reached an island before React listened there, replayed once it has hydrated. */
const held = new WeakMap<HTMLElement, Event[]>();
const preloaded = new Set<string>();
let hydrator: Promise<Hydrator> | null = null;

function readChunks(): Record<string, string[]> {
  const source = script?.dataset.islandChunks;
  try {
    return source ? (JSON.parse(source) as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

function preload(urls: readonly string[] = []): void {
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

function loadHydrator(): Promise<Hydrator> {
  preload(chunks['']);
  // Typed by its source: the address is the build's output of hydrate.ts.
  hydrator ??= import(/* @vite-ignore */ hydratorUrl) as Promise<Hydrator>;
  return hydrator;
}

/** The island's own boxes: `webbox-island` (and `webbox-slot`) are `display: contents`, never seen by an observer. */
function boxesOf(root: Element): Element[] {
  return [...root.children].flatMap((child) => (child.localName === 'webbox-slot' ? boxesOf(child) : [child]));
}
/** Which island an observed box belongs to. */
const islandOfBox = new WeakMap<Element, HTMLElement>();

function wake(root: HTMLElement): void {
  if ((states.get(root) ?? 'waiting') !== 'waiting') return;
  states.set(root, 'loading');
  for (const box of boxesOf(root)) near.unobserve(box);
  preload(chunks[root.dataset.island ?? '']);
  loadHydrator()
    .then(async (module) => {
      await module.hydrateIsland(root);
      states.set(root, 'hydrated');
      // Outside React's reach (the root's own element): a mark for tests and for whoever inspects the page.
      root.dataset.hydrated = '';
      replay(root);
    })
    // An island that fails stays the server's HTML, which works without JavaScript: what was held
    // then does what it does there (a form posts, a disclosure opens).
    .catch((error: unknown) => {
      states.set(root, 'failed');
      replay(root);
      console.error(`[webbox] island ${root.dataset.island ?? ''}:`, error);
    });
}

/** The events held back while the island loaded, dispatched again now that React handles them (or it failed). */
function replay(root: HTMLElement): void {
  const events = held.get(root) ?? [];
  held.delete(root);
  for (const event of events) {
    const target = event.target instanceof Element && event.target.isConnected ? event.target : null;
    if (!target) continue;
    if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
    // A dispatched click also does what a click does (follows a link, submits, checks a box).
    else if (event instanceof MouseEvent) target.dispatchEvent(new MouseEvent(event.type, event));
  }
}

const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const root = entry.isIntersecting ? islandOfBox.get(entry.target) : undefined;
      if (root) wake(root);
    }
  },
  { rootMargin: NEAR },
);

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('webbox-island[data-island]') : null;
const editable = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

/**
 * A tap, a key or focus inside an island that has not hydrated wakes it at once. A click (and a key
 * that is not typing) is held back and replayed after hydration, so it is not lost to a page that
 * looks ready: the server's HTML shows every button before its handler exists.
 */
function onEarlyInput(event: Event): void {
  const root = islandOf(event.target);
  if (!root) return;
  const state = states.get(root) ?? 'waiting';
  if (state === 'hydrated' || state === 'failed') return;
  wake(root);
  // A link leads on by itself and a box ticks by itself (hydrate.ts hands the ticks to React): only
  // what needs a handler waits for one.
  const native = event.target instanceof Element && event.target.closest(`a[href], button, ${NATIVE_CONTROLS}`)?.matches(`a[href], ${NATIVE_CONTROLS}`);
  const hold = (event.type === 'click' && !native) || (event instanceof KeyboardEvent && !ACTIVATING_KEYS.has(event.key) && !editable(event.target));
  if (!hold) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(root, [...(held.get(root) ?? []), event]);
}
for (const type of ['click', 'keydown', 'pointerdown', 'focusin']) document.addEventListener(type, onEarlyInput, { capture: true });

/**
 * Runs `task` once the page has painted: React and the island's chunks then load beside the visitor's
 * reading instead of ahead of the first view (a hidden tab paints nothing, so it runs there at once).
 */
function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(task, 0));
    return;
  }
  // The paint entry bears the time the frame was shown, which a frame's own callbacks run before.
  const painted = new PerformanceObserver(() => {
    painted.disconnect();
    task();
  });
  painted.observe({ type: 'paint', buffered: true });
}

function watchIslands(eager: boolean): void {
  for (const root of document.querySelectorAll<HTMLElement>('webbox-island[data-island]')) {
    if (states.has(root)) continue;
    states.set(root, 'waiting');
    // Marked by the server to wake with the page: the game's screens, the sign-in and password forms.
    if (!eager && root.dataset.wake === 'load') {
      afterFirstPaint(() => wake(root));
      continue;
    }
    const boxes = eager ? [] : boxesOf(root);
    // Rendered by a running app, or nothing to observe (an island that renders nothing on the server).
    if (boxes.length === 0) wake(root);
    for (const box of boxes) {
      islandOfBox.set(box, root);
      near.observe(box);
    }
  }
}

watchIslands(false);
// Islands an island rendered into its slots (the play screen's drawer pages) belong to a running app: at once.
document.addEventListener(SLOTS_RENDERED_EVENT, () => watchIslands(true));
