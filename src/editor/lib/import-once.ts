/**
 * A loader for a module loaded after the first screen: the first call starts the import and every
 * later call shares it. A failed import (a dropped connection) is forgotten, so the next call tries
 * again instead of failing until the page is reloaded.
 */
export function importOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
