'use client';

/** The editor's shared schemas (`./schema-set.ts`), loaded once, after the first screen. */
export type EditorSchemas = typeof import('./schema-set');

let loading: Promise<EditorSchemas> | undefined;

/** The schema set; the first call starts loading it (the status provider's first request, at mount). */
export function editorSchemas(): Promise<EditorSchemas> {
  // A failed load (a dropped connection) is not kept: the next save asks again instead of failing until a reload.
  loading ??= import('./schema-set').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
