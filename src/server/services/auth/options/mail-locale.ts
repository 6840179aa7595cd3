import type { Database } from '../../../db/client';
import { type EditorLocale, isEditorLocale } from '../../../../shared/i18n/config';
import { getEditorLanguage } from '../../users/get-editor-language';

/**
 * The language of a mail about a person's account: their editor language when they chose one,
 * else the language of the screen the link leads back to (`/fr/…` in the callback URL), else German.
 */
export async function accountMailLocale(db: Database, options: { userId: string | null; callbackUrl: string | null }): Promise<EditorLocale> {
  const chosen = options.userId ? await getEditorLanguage(db, { userId: options.userId }).catch(() => null) : null;
  if (chosen) return chosen;
  const fromPath = /^\/([a-z]{2})(?:\/|$)/.exec(callbackPath(options.callbackUrl))?.[1];
  return isEditorLocale(fromPath) ? fromPath : 'de';
}

function callbackPath(callbackUrl: string | null): string {
  if (!callbackUrl) return '';
  try {
    return new URL(callbackUrl, 'http://x').pathname;
  } catch {
    return '';
  }
}

/** The `callbackURL` better-auth put into a link it built. */
export function callbackOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get('callbackURL');
  } catch {
    return null;
  }
}

/** The host the request came in on: mails name the platform by it and link back to it. */
export function requestHost(request: Request | undefined): string {
  if (!request) return 'webbox';
  try {
    return request.headers.get('host')?.replace(/:\d+$/, '') || new URL(request.url).hostname;
  } catch {
    return 'webbox';
  }
}
