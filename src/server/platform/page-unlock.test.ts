import { describe, expect, it } from 'vitest';
import { isUnlockCookieValid, readCookie, unlockCookieValue } from './page-unlock';

describe('unlock cookies', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('a=1; wb_unlock_x=abc%3D; b=2', 'wb_unlock_x')).toBe('abc=');
  });

  it('reads a malformed value as absent instead of throwing, and it unlocks nothing', () => {
    for (const header of ['wb_unlock_x=%', 'wb_unlock_x=%ff', 'wb_unlock_x=%E0%A4%A', 'a=1;wb_unlock_x=%zz']) {
      expect(readCookie(header, 'wb_unlock_x'), header).toBeUndefined();
    }
    const expected = unlockCookieValue({ pageId: 'p', passwordHash: 'h', secret: 's' });
    expect(isUnlockCookieValid(readCookie('wb_unlock_x=%ff', 'wb_unlock_x'), expected)).toBe(false);
    expect(isUnlockCookieValid(readCookie(`wb_unlock_x=${expected}`, 'wb_unlock_x'), expected)).toBe(true);
  });
});
