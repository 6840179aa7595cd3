import { describe, expect, it } from 'vitest';
import { linkLabel } from './link-label';

describe('linkLabel', () => {
  it('strips https, http, mailto and tel prefixes', () => {
    expect(linkLabel('https://optik.ch')).toBe('optik.ch');
    expect(linkLabel('HTTP://optik.ch')).toBe('optik.ch');
    expect(linkLabel('mailto:info@optik.ch')).toBe('info@optik.ch');
    expect(linkLabel('tel:+41441234567')).toBe('+41441234567');
  });

  it('keeps labels of up to 20 characters whole', () => {
    expect(linkLabel('https://abcdefghij0123456789')).toBe('abcdefghij0123456789');
  });

  it('truncates longer labels to 17 characters and an ellipsis', () => {
    const label = linkLabel('https://www.augenoptik-beispiel.ch/termine');
    expect(label).toBe('www.augenoptik-be…');
    expect(label).toHaveLength(18);
  });
});
