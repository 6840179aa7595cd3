import { SITE_BEHAVIOUR_SCRIPT } from '@/site/behaviour/site-behaviour-script';

/** The public pages' behaviour script; its URL carries a content hash, so browsers keep it for a year. */
export function GET(): Response {
  return new Response(SITE_BEHAVIOUR_SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
