import { describe, expect, it } from 'vitest';
import { normalizeHost } from './host';

describe('normalizeHost', () => {
  it('lower-cases and drops the port', () => {
    expect(normalizeHost('Optik-Muster.CH:3000')).toBe('optik-muster.ch');
    expect(normalizeHost('localhost')).toBe('localhost');
    expect(normalizeHost('example.ch.')).toBe('example.ch');
  });
  it('refuses anything that is not a host name', () => {
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost(undefined)).toBeNull();
    expect(normalizeHost('evil.ch/path')).toBeNull();
    expect(normalizeHost('a b')).toBeNull();
  });
});
