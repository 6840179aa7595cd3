'use client';

/** The editor's shared schemas (`./schema-set.ts`), loaded once, after the first screen. */
export type EditorSchemas = typeof import('./schema-set');

let loading: Promise<EditorSchemas> | undefined;

/** The schema set; the first call starts loading it (the editor shell asks when the browser is first idle). */
export function editorSchemas(): Promise<EditorSchemas> {
  loading ??= import('./schema-set');
  return loading;
}
