import { getDb } from '@/server/db/client';
import { sitemapResponse } from '@/server/services/seo/site-seo-files';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return sitemapResponse(getDb(), request.headers.get('host'));
}
