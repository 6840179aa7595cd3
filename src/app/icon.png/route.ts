import { getDb } from '@/server/db/client';
import { siteIconResponse } from '@/server/services/seo/site-icon-response';
import { ICON_SIZES } from '@/shared/constants/site-icons';

export const dynamic = 'force-dynamic';

/** `/icon.png?size=32|192|512&v=…`: the site's icon (any other size reads as 32). */
function handle(request: Request): Promise<Response> {
  const asked = Number(new URL(request.url).searchParams.get('size'));
  const size = ICON_SIZES.find((candidate) => candidate === asked) ?? 32;
  return siteIconResponse(getDb(), request, size);
}

export { handle as GET, handle as HEAD };
