import { describe, expect, it } from 'vitest';
import { isApexDomain, isUnderDomain, normalizeHostInput } from './host-name';

describe('host names typed for an own domain', () => {
  it('reads what people paste as the bare host name', () => {
    expect(normalizeHostInput(' WWW.Optik-Muster.ch ')).toBe('www.optik-muster.ch');
    expect(normalizeHostInput('https://www.optik-muster.ch/')).toBe('www.optik-muster.ch');
    expect(normalizeHostInput('optik-muster.ch.')).toBe('optik-muster.ch');
    expect(normalizeHostInput('optik-müller.ch')).toBe('xn--optik-mller-zhb.ch');
    expect(normalizeHostInput('optik.schweiz')).toBe('optik.schweiz');
    expect(normalizeHostInput('www.optik-e2e.localhost')).toBe('www.optik-e2e.localhost');
  });

  it('refuses what is no public host name', () => {
    for (const bad of [
      '',
      'localhost',
      'optik',
      '127.0.0.1',
      '[::1]',
      '2001:db8::1',
      'www.optik.ch:8080',
      'www.optik.ch/seite',
      'anna@optik.ch',
      '-optik.ch',
      'optik-.ch',
      'opt ik.ch',
      'optik..ch',
      `${'a'.repeat(64)}.ch`,
      'optik.ch?x',
      'optik_muster.ch',
      'www.optik-muster',
      'optik.c',
      'optik.ch1',
    ]) {
      expect(normalizeHostInput(bad), bad).toBeNull();
    }
  });

  it('tells the platform and its subdomains apart from other names', () => {
    expect(isUnderDomain('webbox.ch', 'webbox.ch')).toBe(true);
    expect(isUnderDomain('optik.webbox.ch', 'webbox.ch')).toBe(true);
    expect(isUnderDomain('myweb-box.ch', 'webbox.ch')).toBe(false);
    expect(isUnderDomain('webbox.ch.evil.ch', 'webbox.ch')).toBe(false);
  });

  it('reads two labels as an apex domain', () => {
    expect(isApexDomain('optik-muster.ch')).toBe(true);
    expect(isApexDomain('www.optik-muster.ch')).toBe(false);
  });
});
