import { getLogger } from '@/server/platform/logger';
import { maplibreWorkerSource } from '@/server/services/map/maplibre-worker';

export const dynamic = 'force-dynamic';

/** MapLibre's web worker (see src/site/map/maplibre-worker.ts); versioned by query, cached for a year. */
export async function GET(): Promise<Response> {
  try {
    const source = await maplibreWorkerSource();
    return new Response(new Uint8Array(source), {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch (error) {
    getLogger().error({ err: error }, 'the MapLibre worker file is missing');
    return new Response('Not found', { status: 404 });
  }
}
