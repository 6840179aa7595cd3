import { getDb } from '@/server/db/client';
import { shareCardResponse } from '@/server/services/seo/share-card-response';

export const dynamic = 'force-dynamic';

/** `/share-card.png?page=…&lang=…&v=…`: a page's generated link-preview card (issue 33). */
function handle(request: Request): Promise<Response> {
  return shareCardResponse(getDb(), request);
}

export { handle as GET, handle as HEAD };
