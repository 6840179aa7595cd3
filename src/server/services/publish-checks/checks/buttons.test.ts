import { describe, expect, it } from 'vitest';
import type { PageSlugs } from '../../../../shared/content/links';
import type { FieldNode, GroupNode, PageTree } from '../../../../shared/content/types';
import type { Queryable } from '../../../db/client';
import type { PageCheckInput } from '../types';
import { buttons } from './buttons';

const PAGE = '00000000-0000-4000-8000-000000000001';
const TARGET = '00000000-0000-4000-8000-000000000002';
const BOX = '00000000-0000-4000-8000-000000000003';

function field(slot: string, label: Partial<Record<'de' | 'fr', string>> | null, link: unknown): FieldNode {
  return {
    id: `f-${slot}`,
    slot,
    visible: true,
    mediaId: null,
    options: link ? { link } : {},
    content: label ? { type: 'localizedSingleValue', values: label } : null,
  } as FieldNode;
}

function input(fields: FieldNode[], targets: Map<string, PageSlugs> = new Map()): PageCheckInput {
  const group: GroupNode = {
    id: BOX,
    type: 'hero',
    status: 'published',
    position: 0,
    options: {},
    meta: { disallowedLanguages: [] },
    fields: Object.fromEntries(fields.map((f) => [f.slot, f])),
  };
  const tree = { page: { id: PAGE, meta: { disallowedLanguages: [] } }, groups: [group] } as unknown as PageTree;
  return { db: {} as Queryable, site: { id: 's', locales: ['de', 'fr'], defaultLocale: 'de' }, tree, liveLanguages: null, linkTargets: targets };
}

const codes = (found: Awaited<ReturnType<typeof buttons>>) => found.map((check) => [check.code, check.slot, check.locale ?? null, check.params.languages]);

describe('the button check', () => {
  it('passes a button with text and target, and an untouched optional one', async () => {
    expect(await buttons(input([field('button1', { de: 'Mehr', fr: 'Plus' }, { type: 'url', url: 'https://optik.ch' })]))).toEqual([]);
  });

  it('warns of a text without a target, a target without text, and a target visitors cannot follow', async () => {
    const found = await buttons(
      input([
        field('button1', { de: 'Termin', fr: 'Rendez-vous' }, null),
        field('button2', null, { type: 'email', email: 'info@optik.ch' }),
        field('kicker', { de: 'x', fr: 'y' }, null),
      ]),
    );
    expect(codes(found)).toEqual([
      ['buttonWithoutLink', 'button1', null, ''],
      ['buttonWithoutText', 'button2', null, ''],
    ]);
    expect(found.every((check) => check.severity === 'warning')).toBe(true);
    expect(codes(await buttons(input([field('button2', null, { type: 'email', email: 'no address' })])))).toEqual([['buttonEmpty', 'button2', null, '']]);
  });

  it('names the languages a page link has no URL in', async () => {
    const targets = new Map<string, PageSlugs>([[TARGET, { slug: { de: 'team' }, collection: null, specialKey: null }]]);
    const found = await buttons(input([field('button1', { de: 'Team', fr: 'Équipe' }, { type: 'page', page: { id: TARGET } })], targets));
    expect(codes(found)).toEqual([['buttonWithoutLink', 'button1', 'fr', 'FR']]);
    expect(found[0]?.params.label).toBe('Équipe');
  });
});
