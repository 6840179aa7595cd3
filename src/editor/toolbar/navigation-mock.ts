import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

/**
 * next/navigation for component tests (a framework seam): a small URL store, so router.replace
 * really changes what useSearchParams returns. Use in a test file with
 * `vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock)`.
 * It imports no editor code, so the mock can load before the modules under test.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
const state = { pathname: '/de/edit', search: new URLSearchParams() };

function setUrl(url: string) {
  const parsed = new URL(url, 'http://localhost');
  state.pathname = parsed.pathname;
  state.search = parsed.searchParams;
  for (const listener of listeners) listener();
}

export const router = {
  replace: vi.fn((url: string) => setUrl(url)),
  push: vi.fn((url: string) => setUrl(url)),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Stand-in for next/navigation, driven by `setUrl`. */
export const navigationMock = {
  useRouter: () => router,
  usePathname: () => useSyncExternalStore(subscribe, () => state.pathname),
  useSearchParams: () => useSyncExternalStore(subscribe, () => state.search),
  redirect: vi.fn(),
  notFound: vi.fn(),
};

/**
 * Sets the current URL (and so the toolbar flags) and forgets earlier router calls. Like Next,
 * the store follows window.history.replaceState/pushState too.
 */
export function resetNavigation(url = '/de/edit') {
  setUrl(url);
  for (const fn of Object.values(router)) fn.mockClear();
  window.history.replaceState = (_state: unknown, _unused: string, next?: string | URL | null) => {
    if (next) setUrl(String(next));
  };
  window.history.pushState = window.history.replaceState;
}

export function currentSearch(): URLSearchParams {
  return state.search;
}
