import { serveMedia } from '@/server/services/media/serve-media';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ mediaId: string; variant: string }> };

/** Media originals and resized variants, immutable and cached for a year (see serveMedia). */
export async function GET(request: Request, context: Context): Promise<Response> {
  return serveMedia(request, await context.params);
}

export const HEAD = GET;
