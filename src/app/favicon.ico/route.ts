import { getDb } from '@/server/db/client';
import { siteIconResponse } from '@/server/services/seo/site-icon-response';

export const dynamic = 'force-dynamic';

/** `/favicon.ico`, which browsers and crawlers ask for unlinked: the site's 32 px icon (browsers read a PNG here). */
function handle(request: Request): Promise<Response> {
  return siteIconResponse(getDb(), request, 32);
}

export { handle as GET, handle as HEAD };
