import { getDb } from '@/server/db/client';
import { gameManifestResponse } from '@/server/services/games/game-manifest';

export const dynamic = 'force-dynamic';

/** The installable game's web app manifest, per site and language (linked from the game's screens only). */
export function GET(request: Request): Promise<Response> {
  return gameManifestResponse(getDb(), request.headers.get('host'), new URL(request.url).searchParams.get('locale'));
}
