/** Session-storage keys that mark one announcement as dismissed for the rest of the visit start so. */
export const DISMISSED_KEY_PREFIX = 'webbox:announcement-dismissed:';

/** The session-storage key of one announcement's dismissal (read and written by the site behaviour script). */
export function dismissKey(groupId: string): string {
  return `${DISMISSED_KEY_PREFIX}${groupId}`;
}
