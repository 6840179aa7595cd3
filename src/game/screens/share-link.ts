import { SHARE_TEXT, SHARE_TITLE } from '../../shared/constants/game';

/** The game link (spec §2.1): the start page with the game id, which loads it and opens the share screen. */
export function gameLink(origin: string, startPath: string, gameId: string): string {
  return `${origin}${startPath}?id=${encodeURIComponent(gameId)}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareEnv = {
  share?: (data: ShareData) => Promise<void>;
  copy?: (text: string) => Promise<void>;
};

/**
 * The device's share sheet first (title 'Urban Golf Game', text 'Join my Urban Golf game!');
 * when there is none or it fails, the link is copied (spec §2.2, §8). Closing the sheet is not a failure.
 */
export async function shareGameLink(url: string, env: ShareEnv): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share({ title: SHARE_TITLE, text: SHARE_TEXT, url });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      console.error('urban golf: sharing failed, copying the link instead', error);
    }
  }
  if (!env.copy) return 'failed';
  try {
    await env.copy(url);
    return 'copied';
  } catch (error) {
    console.error('urban golf: could not copy the game link', error);
    return 'failed';
  }
}

/** The browser's share sheet and clipboard, where they exist (the clipboard needs a secure context). */
export function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav && typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    copy: nav?.clipboard ? (text) => nav.clipboard.writeText(text) : copyWithSelection,
  };
}

/** Fallback for plain-http pages: a hidden field, selected and copied. */
async function copyWithSelection(text: string): Promise<void> {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy command refused');
}
