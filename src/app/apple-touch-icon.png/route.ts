import { getDb } from '@/server/db/client';
import { siteIconResponse } from '@/server/services/seo/site-icon-response';
import { APPLE_TOUCH_ICON_SIZE } from '@/shared/constants/site-icons';

export const dynamic = 'force-dynamic';

/** `/apple-touch-icon.png?v=…`: the site's 180 px opaque home-screen icon (iOS also asks for it unlinked). */
function handle(request: Request): Promise<Response> {
  return siteIconResponse(getDb(), request, APPLE_TOUCH_ICON_SIZE);
}

export { handle as GET, handle as HEAD };
