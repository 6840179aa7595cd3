import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './public-paths';
import { withoutTrailingSlash } from './live-response';

describe('public page paths', () => {
  it('are every path under a locale, the sign-in page included, but Next’s own routes', () => {
    for (const path of ['/de', '/de/', '/de/angebot', '/fr/service/sehtest', '/de/editor', '/de/logins', '/de/login', '/de/~urban-golf-play'])
      expect(isPublicPagePath(path), path).toBe(true);
    for (const path of [
      '/de/edit',
      '/de/edit/angebot',
      '/de/login/two-factor',
      '/de/forgot-password',
      '/de/reset-password',
      '/de/account',
      '/de/invitation',
      '/de/signup',
      '/de/new-site',
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
    for (const path of ['/', '/api/v1/health', '/sitemap.xml', '/_islands/runtime.js', '/deu/x']) expect(isPublicPagePath(path), path).toBe(false);
  });

  it('lose a trailing slash, keeping their query', () => {
    expect(withoutTrailingSlash('/de/angebot/?utm_source=x')).toBe('/de/angebot?utm_source=x');
    expect(withoutTrailingSlash('/de/')).toBe('/de');
    expect(withoutTrailingSlash('/de//')).toBe('/de');
    expect(withoutTrailingSlash('/de/angebot')).toBeNull();
    expect(withoutTrailingSlash('/de/angebot?next=/x/')).toBeNull();
  });
});
