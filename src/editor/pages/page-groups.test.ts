import { describe, expect, it } from 'vitest';
import type { TPageListItem } from '@/shared/schemas/site-structure';
import { daysLeft, editHref, groupPages, pageChips } from './page-groups';

const page = (over: Partial<TPageListItem>): TPageListItem => ({
  id: '5a0c3e1d-2222-4222-8222-000000000009',
  collection: null,
  role: null,
  specialKey: null,
  status: 'published',
  slug: { de: 'ueber-uns' },
  name: { de: 'Über uns' },
  hasPassword: false,
  changed: false,
  navigationButton: false,
  ...over,
});

describe('page groups', () => {
  it('lists free pages first and every active collection, even empty, leaving out inactive ones', () => {
    const groups = groupPages([page({ collection: 'team' }), page({}), page({ collection: 'map' })]);
    expect(groups.map((group) => [group.key, group.pages.length])).toEqual([
      ['Uncategorized', 1],
      ['team', 1],
      ['service', 0],
      ['testimonial', 0],
    ]);
  });

  it('joins the chips button, role and protected with a bar', () => {
    const texts = { button: 'Button', protected: 'Geschützt', role: (role: string) => `role:${role}` };
    expect(pageChips(page({ navigationButton: true, role: 'contact', hasPassword: true }), texts)).toBe('Button | role:contact | Geschützt');
    expect(pageChips(page({}), texts)).toBe('');
  });

  it('links a published page by slug and a draft by id, in edit mode with the toolbar open', () => {
    expect(editHref(page({}), 'de')).toBe('/de/edit/ueber-uns?toolbar=1');
    expect(editHref(page({ status: 'draft', collection: 'team' }), 'de')).toBe('/de/edit/team/5a0c3e1d-2222-4222-8222-000000000009?toolbar=1');
    expect(editHref(page({ specialKey: '~home' }), 'fr')).toBe('/fr/edit?toolbar=1');
    expect(editHref(page({}), 'fr')).toBe('/fr/edit/5a0c3e1d-2222-4222-8222-000000000009?toolbar=1');
  });

  it('counts the whole days left before a deleted page is purged', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(daysLeft('2026-03-31T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-03-01T13:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-02-01T00:00:00Z', now)).toBe(0);
  });
});
