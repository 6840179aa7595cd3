import { afterEach, describe, expect, it } from 'vitest';
import { hostKey, parseHost } from './host';
import { isServedPort, servesPlainHttp, setListeningPort, siteOrigin } from './site-origin';

afterEach(() => setListeningPort(null));

describe('parseHost and hostKey', () => {
  it('keep the port apart from the name', () => {
    expect(parseHost('Localhost:6666')).toEqual({ name: 'localhost', port: 6666 });
    expect(parseHost('optik.ch')).toEqual({ name: 'optik.ch', port: null });
    expect(parseHost('[::1]:3000')).toEqual({ name: '[::1]', port: 3000 });
    expect(parseHost('[::1]')).toEqual({ name: '[::1]', port: null });
    expect(hostKey('Optik.CH:3000')).toBe('optik.ch:3000');
    expect(hostKey('optik.ch')).toBe('optik.ch');
    expect(hostKey('bad host')).toBeNull();
  });
});

describe('isServedPort', () => {
  it('accepts no port, the scheme default, PUBLIC_ORIGIN port and the listening port only', () => {
    setListeningPort(41234);
    const local = { PORT: 3000 };
    expect(isServedPort(null, local)).toBe(true);
    expect(isServedPort(80, local)).toBe(true);
    expect(isServedPort(3000, local)).toBe(true);
    expect(isServedPort(41234, local)).toBe(true);
    expect(isServedPort(6666, local)).toBe(false);
    const behindProxy = { PORT: 3000, PUBLIC_ORIGIN: 'https://optik.ch:8443' };
    expect(isServedPort(443, behindProxy)).toBe(true);
    expect(isServedPort(8443, behindProxy)).toBe(true);
    expect(isServedPort(80, behindProxy)).toBe(false);
  });
});

describe('servesPlainHttp', () => {
  it('is true without PUBLIC_ORIGIN or with an http one, false behind https', () => {
    expect(servesPlainHttp({ PORT: 3000 })).toBe(true);
    expect(servesPlainHttp({ PORT: 3000, PUBLIC_ORIGIN: 'http://proxy.example:8080' })).toBe(true);
    expect(servesPlainHttp({ PORT: 3000, PUBLIC_ORIGIN: 'https://www.webbox.example' })).toBe(false);
  });
});

describe('siteOrigin', () => {
  it("builds on the site's primary domain with PUBLIC_ORIGIN's scheme and port", () => {
    expect(siteOrigin('optik.ch', { PORT: 3000, PUBLIC_ORIGIN: 'https://www.webbox.example' })).toBe('https://optik.ch');
    expect(siteOrigin('optik.ch', { PORT: 3000, PUBLIC_ORIGIN: 'http://proxy.example:8080' })).toBe('http://optik.ch:8080');
  });

  it('uses http and the listening port without PUBLIC_ORIGIN', () => {
    expect(siteOrigin('localhost', { PORT: 3000 })).toBe('http://localhost:3000');
    expect(siteOrigin('localhost', { PORT: 80 })).toBe('http://localhost');
    setListeningPort(41234);
    expect(siteOrigin('localhost', { PORT: 0 })).toBe('http://localhost:41234');
  });
});
