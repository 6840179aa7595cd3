import { describe, expect, it } from 'vitest';
import { pageCachePath } from './page-cache-key';

describe('pageCachePath', () => {
  it('drops parameters that change nothing, so campaign links share the cached page', () => {
    expect(pageCachePath('/de/angebot')).toBe('/de/angebot');
    expect(pageCachePath('/de/angebot?utm_source=news&utm_medium=mail')).toBe('/de/angebot');
    expect(pageCachePath('/de/angebot?fbclid=abc&gclid=def&ref=x')).toBe('/de/angebot');
    expect(pageCachePath('/de/game?id=AbCdEfGhIjKlMnOpQrStUv')).toBe('/de/game');
  });

  it('keeps the search term and RSC fetches out of the page cache', () => {
    expect(pageCachePath('/de/suche?q=brille')).toBeNull();
    expect(pageCachePath('/de/suche?utm_source=x&q=brille')).toBeNull();
    expect(pageCachePath('/de/angebot?_rsc=1x2y')).toBeNull();
  });
});
