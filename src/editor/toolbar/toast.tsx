'use client';

import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { importOnce } from '../lib/import-once';
import { whenIdle } from '../lib/when-idle';

/**
 * The editor's toasts, with sonner loaded after the first screen instead of in it (issue 18: the
 * edit route's first JavaScript). `toast.success | error | loading` return their id at once, as
 * sonner's do, and hand the toast to sonner once it has arrived, in the order they were called;
 * sonner shows toasts created before its Toaster mounted. The Toaster itself mounts when the
 * browser is first idle, so its live region is in the page before a toast has to be announced.
 */

type Sonner = typeof import('sonner');
type ToastId = string | number;

/** sonner's module, imported once; a failed load is asked again by the next toast. */
const loadSonner: () => Promise<Sonner> = importOnce(() => import('sonner'));

let created = 0;

function show(kind: 'success' | 'error' | 'loading', message: string, options?: ExternalToast): ToastId {
  created += 1;
  const id = options?.id ?? `editor-toast-${created}`;
  loadSonner().then(
    (module) => module.toast[kind](message, { ...options, id }),
    // Without sonner the message cannot show; the action's own outcome (saved, failed) still stands on the page.
    () => undefined,
  );
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
};

// A Toaster that could not load renders nothing rather than taking the editor down with it.
const NoToaster: ComponentType<ComponentProps<Sonner['Toaster']>> = () => null;
const SonnerToaster = lazy(() =>
  loadSonner().then(
    (module): { default: ComponentType<ComponentProps<Sonner['Toaster']>> } => ({ default: module.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

/** sonner's Toaster, mounted once the browser is first idle (2 s at the latest); toasts shown before wait in sonner's store. */
export function LazyToaster(props: ComponentProps<Sonner['Toaster']>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
