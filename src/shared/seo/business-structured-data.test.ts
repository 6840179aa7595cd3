import { describe, expect, it } from 'vitest';
import { ZBranch } from '../content/business';
import { businessStructuredData, e164Phone, jsonLdText } from './business-structured-data';

const branch = ZBranch.parse({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Winterthur',
  street: 'Marktgasse',
  streetNumber: '12',
  postcode: '8400',
  city: 'Winterthur',
  phone: '052 212 34 56',
  email: 'winterthur@optik.example',
  coordinates: { lat: 47.4997, lng: 8.7285 },
  openingHours: {
    periods: [
      { day: 1, open: '13:30', close: '18:30' },
      { day: 2, open: '13:30', close: '18:30' },
      { day: 2, open: '08:30', close: '12:00' },
      { day: 6, open: '09:00', close: '24:00' },
    ],
    closedDays: [7],
    special: [
      { date: '2026-12-25', open: '00:30', close: '00:30' },
      { date: '2026-12-24', open: '09:00', close: '14:00' },
    ],
  },
});
const facts = {
  companyName: 'Optik Muster',
  siteName: 'Muster',
  url: 'https://optik.example/de',
  logoUrl: 'https://optik.example/media/l/original.png',
  imageUrl: 'https://optik.example/media/l/original.png',
  socialAccounts: ['https://www.instagram.com/optikmuster'],
  branches: [branch],
};

/** What schema.org and Google's local-business results require (name, address) and recommend. */
const REQUIRED = ['@context', '@type', 'name', 'address'] as const;
const RECOMMENDED = ['url', 'telephone', 'geo', 'openingHoursSpecification'] as const;

describe('business structured data (issue 17)', () => {
  it('describes each active branch as an Optician with the required and recommended properties', () => {
    const [optician, ...rest] = businessStructuredData({
      ...facts,
      branches: [branch, { ...branch, id: '00000000-0000-4000-8000-000000000002', active: false }],
    });
    expect(rest).toHaveLength(0);
    for (const key of [...REQUIRED, ...RECOMMENDED]) expect(optician).toHaveProperty(key);
    expect(optician).toMatchObject({
      '@type': 'Optician',
      name: 'Winterthur',
      url: 'https://optik.example/de',
      telephone: '+41522123456',
      image: facts.imageUrl,
      email: 'winterthur@optik.example',
      logo: facts.logoUrl,
      address: { '@type': 'PostalAddress', streetAddress: 'Marktgasse 12', postalCode: '8400', addressLocality: 'Winterthur', addressCountry: 'CH' },
      geo: { '@type': 'GeoCoordinates', latitude: 47.4997, longitude: 8.7285 },
      sameAs: ['https://www.instagram.com/optikmuster'],
    });
  });

  it('writes opening hours per weekday (a lunch break as two periods) and special dates, a closed day as 00:00–00:00, a day not set not at all', () => {
    const [optician] = businessStructuredData(facts);
    expect(optician?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:30', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:30', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '13:30', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '14:00' },
    ]);
  });

  it('names a branch by its own name, never the company glued to it, and keeps the site’s own URL over a branch’s other host', () => {
    const [optician] = businessStructuredData({
      ...facts,
      companyName: 'Optik Muster GmbH',
      branches: [{ ...branch, name: 'Optik Muster', url: 'https://elsewhere.example' }],
    });
    expect(optician).toMatchObject({ name: 'Optik Muster', url: 'https://optik.example/de' });
  });

  it('writes phones in E.164 and claims none it cannot read', () => {
    expect(e164Phone('052 123 45 67')).toBe('+41521234567');
    expect(e164Phone('+41 (0)44 211 48 90')).toBe('+41442114890');
    expect(e164Phone('0049 30 1234567')).toBe('+49301234567');
    expect(e164Phone('123')).toBeNull();
  });

  it('leaves out what the profile does not have', () => {
    const bare = ZBranch.parse({ id: branch.id, name: 'Hauptgeschäft', city: 'Bern' });
    const [optician] = businessStructuredData({ ...facts, companyName: '', logoUrl: null, imageUrl: null, socialAccounts: [], branches: [bare] });
    expect(optician?.name).toBe('Hauptgeschäft');
    expect(optician).not.toHaveProperty('image');
    expect(optician).not.toHaveProperty('geo');
    expect(optician).not.toHaveProperty('telephone');
    expect(optician).not.toHaveProperty('sameAs');
    expect(optician).not.toHaveProperty('openingHoursSpecification');
  });

  it('cannot end its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
