import { describe, expect, it } from 'vitest';
import { altLanguages, altTextIn, imageAlt, isAltMissing, slotAltOf } from './media-alt';

const described = { alt: { de: 'Brillen im Schaufenster', fr: ' Lunettes en vitrine ', it: '  ' }, decorative: false };

describe('alternative texts', () => {
  it("gives the library's text in the page's language, trimmed; none where it lacks one", () => {
    expect(imageAlt(described, 'de')).toBe('Brillen im Schaufenster');
    expect(imageAlt(described, 'fr')).toBe('Lunettes en vitrine');
    expect(imageAlt(described, 'it')).toBe('');
    expect(altTextIn(described, 'it')).toBeNull();
    expect(altLanguages(described.alt, ['de', 'fr', 'it', 'en'])).toEqual(['de', 'fr']);
  });

  it('gives decorative images alt="" and never counts them as missing', () => {
    const decorative = { ...described, decorative: true };
    expect(imageAlt(decorative, 'de')).toBe('');
    expect(isAltMissing(decorative, 'it')).toBe(false);
    expect(isAltMissing(described, 'it')).toBe(true);
    expect(isAltMissing(described, 'de')).toBe(false);
  });

  it("lets a slot's own texts and decorative flag win, language by language", () => {
    const override = { texts: { fr: 'Notre vitrine' } };
    expect(imageAlt(described, 'fr', override)).toBe('Notre vitrine');
    expect(imageAlt(described, 'de', override)).toBe('Brillen im Schaufenster');
    expect(imageAlt(described, 'de', { decorative: true })).toBe('');
    expect(isAltMissing(described, 'it', { decorative: true })).toBe(false);
    // A picture decorative in the library may say something in one place.
    expect(imageAlt({ alt: {}, decorative: true }, 'de', { decorative: false, texts: { de: 'Unser Team' } })).toBe('Unser Team');
    expect(isAltMissing({ alt: {}, decorative: true }, 'fr', { decorative: false })).toBe(true);
    expect(isAltMissing(described, 'it', { texts: { it: 'La vetrina' } })).toBe(false);
  });

  it('reads a stored slot override leniently: unknown languages, blanks and junk go', () => {
    expect(slotAltOf({ texts: { de: ' Hallo ', xx: 'nein', fr: ' ', it: 3 }, decorative: true })).toEqual({ texts: { de: 'Hallo' }, decorative: true });
    expect(slotAltOf({ texts: { fr: '' } })).toBeNull();
    expect(slotAltOf('Hallo')).toBeNull();
    expect(slotAltOf(null)).toBeNull();
    expect(slotAltOf(['x'])).toBeNull();
    expect(slotAltOf({ decorative: false })).toEqual({ decorative: false });
  });
});
