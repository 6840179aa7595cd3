import { getDb } from '@/server/db/client';
import { siteManifestResponse } from '@/server/services/sites/site-manifest';

export const dynamic = 'force-dynamic';

/** The site's web app manifest, per site and language (linked from the head of its public pages). */
export function GET(request: Request): Promise<Response> {
  return siteManifestResponse(getDb(), request.headers.get('host'), new URL(request.url).searchParams.get('locale'));
}
