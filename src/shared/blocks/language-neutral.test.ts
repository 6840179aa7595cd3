import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GroupNode, PageTree } from '../content/types';
import { blockDefinitions } from './definitions';
import { isLanguageNeutral, isNeutralSlot, neutralValue, normaliseNeutralFields } from './language-neutral';

const field = (slot: string, content: GroupNode['fields'][string]['content']) => ({ id: slot, slot, content, options: {}, mediaId: null, visible: true });

describe('language-neutral slots', () => {
  it('phones, e-mails, numbers, house numbers, times, dates and prices are neutral; names and texts are not', () => {
    expect(['phone', 'email', 'zip', 'streetNumber'].every((slot) => isNeutralSlot('contact', slot))).toBe(true);
    expect(isNeutralSlot('contact', 'name')).toBe(false);
    expect(isNeutralSlot('courses', 'date3')).toBe(true);
    expect(isNeutralSlot('courses', 'title3')).toBe(false);
    expect(isNeutralSlot('teamDetails', 'email')).toBe(true);
    expect(isNeutralSlot('unknownBlock', 'phone')).toBe(false);
    expect(isLanguageNeutral({ kind: 'richText', neutral: true })).toBe(false);
  });

  it('merges per-language values: the default language first, else the first filled one', () => {
    expect(neutralValue({ type: 'localizedSingleValue', values: { de: '052 999', fr: '052 123' } }, 'de')).toBe('052 999');
    expect(neutralValue({ type: 'localizedSingleValue', values: { de: ' ', fr: '052 123' } }, 'de')).toBe('052 123');
    expect(neutralValue({ type: 'single', value: '12' }, 'fr')).toBe('12');
    expect(neutralValue(null, 'de')).toBeNull();
  });

  it('shows an old snapshot (phone corrected in German only) with the phone in every language', () => {
    const tree: PageTree = {
      page: {
        id: 'p',
        siteId: 's',
        slug: {},
        meta: { name: {}, disallowedLanguages: [] },
        collection: null,
        role: null,
        specialKey: null,
        status: 'published',
      },
      groups: [
        {
          id: 'g',
          type: 'contact',
          status: 'published',
          position: 0,
          options: {},
          meta: { disallowedLanguages: [] },
          fields: {
            phone: field('phone', { type: 'localizedSingleValue', values: { de: '052 999' } }),
            name: field('name', { type: 'localizedSingleValue', values: { de: 'Optik' } }),
          },
        },
      ],
    };
    const normalised = normaliseNeutralFields(tree, 'de');
    expect(normalised.groups[0]?.fields.phone?.content).toEqual({ type: 'single', value: '052 999' });
    expect(normalised.groups[0]?.fields.name?.content).toEqual({ type: 'localizedSingleValue', values: { de: 'Optik' } });
    expect(normaliseNeutralFields(normalised, 'de')).toBe(normalised);
  });

  it('the migration that merged stored values covers exactly the neutral slots', () => {
    const sql = readFileSync(path.resolve(import.meta.dirname, '../../server/db/migrations/0009_live_languages.sql'), 'utf8');
    const migrated = new Set([...(sql.split('IN (VALUES ')[1] ?? '').matchAll(/\('(\w+)','(\w+)'\)/g)].map((match) => `${match[1]}.${match[2]}`));
    // Block types added after that migration never stored per-language values (issue 16's article box).
    const newer = new Set<string>(['healthOpticsArticles']);
    // Slots removed since: the contact box's weekday text slots (issue 31: opening hours are data now).
    const removed = [
      'contact.hoursMon',
      'contact.hoursTue',
      'contact.hoursWed',
      'contact.hoursThu',
      'contact.hoursFri',
      'contact.hoursSat',
      'contact.hoursSun',
      'contact.specialDates',
    ];
    const neutral = Object.values(blockDefinitions)
      .filter((definition) => !newer.has(definition.type))
      .flatMap((definition) =>
        Object.entries(definition.slots)
          .filter(([, slot]) => isLanguageNeutral(slot))
          .map(([slot]) => `${definition.type}.${slot}`),
      );
    expect([...migrated].sort()).toEqual([...neutral, ...removed].sort());
  });
});
