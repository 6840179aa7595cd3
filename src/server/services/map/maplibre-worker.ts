import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * MapLibre 6 starts its worker from a file beside its own module (`import.meta.url`), which does
 * not exist once the map is bundled into a chunk. The app serves the worker itself and the map
 * points MapLibre at it (`setWorkerUrl`), so no CDN is involved.
 */
let cached: Promise<Buffer> | null = null;

export function maplibreWorkerSource(): Promise<Buffer> {
  cached ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs')).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
