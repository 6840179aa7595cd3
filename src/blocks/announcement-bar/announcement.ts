/** Session-storage key that marks one announcement as dismissed for the rest of the visit. */
export function dismissKey(groupId: string): string {
  return `webbox:announcement-dismissed:${groupId}`;
}

/** Whether the announcement was dismissed this session; storage may be unavailable (privacy modes). */
export function isDismissed(groupId: string): boolean {
  try {
    return window.sessionStorage.getItem(dismissKey(groupId)) === '1';
  } catch {
    return false;
  }
}

export function markDismissed(groupId: string): void {
  try {
    window.sessionStorage.setItem(dismissKey(groupId), '1');
  } catch {
    // Without storage the announcement is hidden until the next page load.
  }
}
