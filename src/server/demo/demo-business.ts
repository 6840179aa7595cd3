import { randomUUID } from 'node:crypto';
import type { BusinessProfileInput } from '../../shared/content/business';
import type { OpeningPeriod } from '../../shared/content/opening-hours';

/**
 * Placeholder ids the demo content refers to (the contact block's branch option); every demo site
 * gets branches and staff with ids of its own (ids are unique across sites), swapped in by
 * `withBranchIds` when its pages are created.
 */
export const DEMO_BRANCH_IDS = { altstadt: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c11', bahnhof: '6d1c3a52-8f0e-4b7a-9c1d-2e5f7a9b0c12' } as const;
export type DemoBranchIds = { [K in keyof typeof DEMO_BRANCH_IDS]: string };

/** A demo page whose groups' branch options name this site's branches instead of the placeholders. */
export function withBranchIds<P extends { groups?: { options?: Record<string, unknown> }[] }>(page: P, ids: DemoBranchIds): P {
  const swap = new Map<string, string>(Object.entries(DEMO_BRANCH_IDS).map(([key, placeholder]) => [placeholder, ids[key as keyof DemoBranchIds]]));
  const groups = page.groups?.map((group) => {
    const branch = group.options?.branch;
    if (!Array.isArray(branch)) return group;
    return { ...group, options: { ...group.options, branch: branch.map((id) => (typeof id === 'string' ? (swap.get(id) ?? id) : id)) } };
  });
  return groups ? { ...page, groups } : page;
}

const weekdays = (open: string, close: string, days = [1, 2, 3, 4, 5]): OpeningPeriod[] => days.map((day) => ({ day, open, close }));

/** A date `days` after `now`, as yyyy-mm-dd (special dates stay upcoming whenever the demo is seeded). */
function inDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo's business profile: two branches in Winterthur with hours, special dates and staff. */
export function demoBusinessProfile(ids: DemoBranchIds, now = new Date()): BusinessProfileInput {
  const christmasEve = `${now.getUTCMonth() === 11 && now.getUTCDate() > 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()}-12-24`;
  return {
    companyName: 'Optik Muster GmbH',
    programs: { healthOptics: { active: true }, frequentlens: true },
    listed: true,
    branches: [
      {
        id: ids.altstadt,
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
          periods: [
            { day: 1, open: '13:30', close: '18:30' },
            ...weekdays('08:30', '12:00', [2, 3, 4, 5]),
            ...weekdays('13:30', '18:30', [2, 3, 4, 5]),
            { day: 6, open: '09:00', close: '16:00' },
          ],
          closedDays: [7],
          special: [
            { date: inDays(now, 9), open: '00:30', close: '00:30' },
            { date: christmasEve, open: '08:30', close: '12:00' },
          ],
        },
      },
      {
        id: ids.bahnhof,
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
          closedDays: [7],
          special: [{ date: inDays(now, 16), open: '10:00', close: '14:00' }],
        },
      },
    ],
    staff: [
      { id: randomUUID(), firstName: 'Anna', lastName: 'Muster', function: 'Augenoptikerin, Inhaberin', email: 'anna@optik-muster.ch' },
      { id: randomUUID(), firstName: 'Luca', lastName: 'Bernasconi', function: 'Optometrist', email: 'luca@optik-muster.ch' },
      { id: randomUUID(), firstName: 'Sara', lastName: 'Keller', function: 'Kontaktlinsen-Spezialistin' },
    ],
  };
}
