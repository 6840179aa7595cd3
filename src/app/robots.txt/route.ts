import { getDb } from '@/server/db/client';
import { robotsResponse } from '@/server/services/seo/site-seo-files';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return robotsResponse(getDb(), request.headers.get('host'));
}
