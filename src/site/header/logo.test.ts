import { describe, expect, it } from 'vitest';
import { loginHref } from './logo';

const on = (url: string) => ({ useLinkToLoginPage: true, url });

describe('loginHref', () => {
  it("links this site's login page in the language being read", () => {
    expect(loginHref(on('/login'), 'fr')).toBe('/fr/login');
    expect(loginHref(on('/de/login'), 'fr')).toBe('/fr/login');
    expect(loginHref(on(' /it/login/ '), 'en')).toBe('/en/login');
    expect(loginHref(on('/de/login?next=/de/edit'), 'rm')).toBe('/rm/login?next=/de/edit');
    expect(loginHref(on('/de/login'), 'de')).toBe('/de/login');
  });

  it('keeps external URLs and other paths as configured', () => {
    expect(loginHref(on('https://login.example.ch'), 'fr')).toBe('https://login.example.ch');
    expect(loginHref(on('https://login.example.ch/de/login'), 'fr')).toBe('https://login.example.ch/de/login');
    expect(loginHref(on('/de/kundenkonto'), 'fr')).toBe('/de/kundenkonto');
    expect(loginHref(on('/xx/login'), 'fr')).toBe('/xx/login');
    expect(loginHref(on('/de/login-hilfe'), 'fr')).toBe('/de/login-hilfe');
  });

  it('links nothing when switched off or not a safe URL', () => {
    expect(loginHref({ useLinkToLoginPage: false, url: '/login' }, 'de')).toBeNull();
    expect(loginHref(on('javascript:alert(1)'), 'de')).toBeNull();
    expect(loginHref(on('//evil.example/login'), 'de')).toBeNull();
    expect(loginHref(on(''), 'de')).toBeNull();
  });
});
