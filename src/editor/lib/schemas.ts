'use client';

import { importOnce } from './import-once';

/** The editor's shared schemas (`./schema-set.ts`), loaded once, after the first screen. */
export type EditorSchemas = typeof import('./schema-set');

/** The schema set; the first call starts loading it (the status provider's first request, at mount); a failed load is asked again by the next save. */
export const editorSchemas: () => Promise<EditorSchemas> = importOnce(() => import('./schema-set'));
