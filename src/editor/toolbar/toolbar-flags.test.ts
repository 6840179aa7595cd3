import { describe, expect, it } from 'vitest';
import { closeAll, hrefWith, openPageMenu, openSettings, openToolbar, readFlags } from './toolbar-flags';

const params = (query: string) => new URLSearchParams(query);

describe('toolbar flags', () => {
  it('opening the page menu or settings clears the toolbar flag', () => {
    expect(readFlags(openPageMenu(params('toolbar=1&x=2')))).toEqual({ toolbar: false, pageMenu: true, settings: false });
    expect(readFlags(openSettings(params('toolbar=1')))).toEqual({ toolbar: false, pageMenu: false, settings: true });
  });

  it('closing clears all three flags and keeps other parameters', () => {
    const closed = closeAll(params('toolbar=1&pageMenu=1&settings=1&x=2'));
    expect(readFlags(closed)).toEqual({ toolbar: false, pageMenu: false, settings: false });
    expect(closed.get('x')).toBe('2');
  });

  it('opening the toolbar leaves only the toolbar flag', () => {
    expect(readFlags(openToolbar(params('pageMenu=1')))).toEqual({ toolbar: true, pageMenu: false, settings: false });
  });

  it('builds hrefs without a dangling question mark', () => {
    expect(hrefWith('/de/edit', params(''))).toBe('/de/edit');
    expect(hrefWith('/de/edit', params('toolbar=1'))).toBe('/de/edit?toolbar=1');
  });
});
