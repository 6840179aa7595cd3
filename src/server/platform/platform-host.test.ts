import { describe, expect, it } from 'vitest';
import { isPlatformHost, platformSiteHost, platformSlugOf } from './platform-host';

const config = { PLATFORM_DOMAIN: 'webbox.localhost' };

describe('platform host', () => {
  it('recognises the platform host with any port and case, and nothing else', () => {
    expect(isPlatformHost('Webbox.Localhost:3000', config)).toBe(true);
    expect(isPlatformHost('optik.webbox.localhost', config)).toBe(false);
    expect(isPlatformHost('webbox.localhost', {})).toBe(false);
  });

  it('builds and reads platform subdomains, one label deep', () => {
    expect(platformSiteHost('optik-muster', config)).toBe('optik-muster.webbox.localhost');
    expect(platformSlugOf('optik-muster.webbox.localhost', config)).toBe('optik-muster');
    expect(platformSlugOf('a.b.webbox.localhost', config)).toBeNull();
    expect(platformSlugOf('evilwebbox.localhost', config)).toBeNull();
  });
});
