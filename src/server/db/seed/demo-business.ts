import type { BusinessProfileInput, OpeningPeriod } from '../../../shared/content/business';

/** Fixed ids, so demo content (the contact block's branch option) can refer to them. */
export const DEMO_BRANCH_IDS = { altstadt: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c11', bahnhof: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c12' } as const;

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]): OpeningPeriod[] => days.map((day) => ({ day, open, close }));

/** A date `days` after `now`, as yyyy-mm-dd (special dates stay upcoming whenever the demo is seeded). */
function inDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo's business profile: two branches in Winterthur with hours, special dates and staff. */
export function demoBusinessProfile(now = new Date()): BusinessProfileInput {
  const christmasEve = `${now.getUTCMonth() === 11 && now.getUTCDate() > 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()}-12-24`;
  return {
    companyName: 'Optik Muster GmbH',
    programs: { healthOptics: { active: true }, frequentlens: true },
    listed: true,
    branches: [
      {
        id: DEMO_BRANCH_IDS.altstadt,
        name: 'Optik Muster',
        street: 'Marktgasse',
        streetNumber: '12',
        postcode: '8400',
        city: 'Winterthur',
        phone: '052 123 45 67',
        email: 'info@optik-muster.ch',
        url: 'https://optik-muster.example',
        coordinates: { lat: 47.4997, lng: 8.7298 },
        openingHours: {
          periods: [{ day: 1, open: '13:30', close: '18:30' }, ...weekdays('08:30', '12:00', [2, 3, 4, 5]), ...weekdays('13:30', '18:30', [2, 3, 4, 5]), { day: 6, open: '09:00', close: '16:00' }],
          special: [
            { date: inDays(now, 9), open: '00:30', close: '00:30' },
            { date: christmasEve, open: '08:30', close: '12:00' },
          ],
        },
      },
      {
        id: DEMO_BRANCH_IDS.bahnhof,
        name: 'Optik Muster Bahnhof',
        street: 'Bahnhofplatz',
        streetNumber: '7',
        postcode: '8400',
        city: 'Winterthur',
        phone: '052 123 45 70',
        email: 'bahnhof@optik-muster.ch',
        emailOverride: 'termine@optik-muster.ch',
        coordinates: { lat: 47.5003, lng: 8.7237 },
        openingHours: {
          periods: [...weekdays('09:00', '19:00'), { day: 6, open: '09:00', close: '17:00' }],
          special: [{ date: inDays(now, 16), open: '10:00', close: '14:00' }],
        },
      },
    ],
    staff: [
      { id: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c21', firstName: 'Anna', lastName: 'Muster', function: 'Augenoptikerin, Inhaberin', email: 'anna@optik-muster.ch' },
      { id: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c22', firstName: 'Luca', lastName: 'Bernasconi', function: 'Optometrist', email: 'luca@optik-muster.ch' },
      { id: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c23', firstName: 'Sara', lastName: 'Keller', function: 'Kontaktlinsen-Spezialistin' },
    ],
  };
}
