import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CollectionItem } from '../../shared/content/collection-item';
import type { OptionValue } from '../../shared/content/types';
import { blockDefinitions } from '../../shared/blocks/definitions';
import { field, localized, makeCtx, makeGroup, makeMedia, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { TeamContainer, TestimonialsView, ServicesView } from './Collections';
import { TeamDetails } from './Details';
import { pageCount, pageOf } from './items';

const portrait = makeMedia({ id: '00000000-0000-4000-8000-000000000001' });

function member(n: number, extra: Partial<CollectionItem> = {}): CollectionItem {
  return {
    pageId: `p${n}`,
    slug: { de: `person-${n}`, fr: `personne-${n}` },
    name: { de: `Seite ${n}` },
    fields: {
      name: field('name', { content: localized({ de: `Person ${n}` }) }),
      function: field('function', { content: localized({ de: 'Optikerin' }) }),
      image1: field('image1', { mediaId: n === 1 ? portrait.id : null }),
      description: field('description', { content: rich(`Über Person ${n}`) }),
    },
    media: n === 1 ? { [portrait.id]: portrait } : {},
    ...extra,
  };
}

async function renderTeam(options: Record<string, OptionValue>, items: CollectionItem[], ctx: Partial<RenderContext> = {}) {
  const group = makeGroup({ type: 'teamContainer', options, fields: [field('title', { content: single('Unser Team') })] });
  // The page loader hands the block its collection by group id (the definition's `load`).
  const data = { [group.id]: { kind: 'collectionItems' as const, value: items } };
  return { html: renderToStaticMarkup(TeamContainer({ group, ctx: makeCtx({ ...ctx, data }) })) };
}

describe('collection definitions', () => {
  it('containers are in the collections category; detail types are never offered', () => {
    expect([blockDefinitions.teamContainer, blockDefinitions.servicesContainer, blockDefinitions.testimonialsContainer].map((d) => d.category)).toEqual([
      'collections',
      'collections',
      'collections',
    ]);
    expect(blockDefinitions.teamDetails.offeredInAddSection).toBe(false);
    expect(blockDefinitions.testimonialDetails.offeredInAddSection).toBe(false);
    expect(Object.keys(blockDefinitions.teamDetails.slots)).toEqual(['name', 'function', 'image1', 'email', 'description']);
    expect(Object.keys(blockDefinitions.testimonialDetails.slots)).toEqual(['name', 'quote', 'image1']);
  });

  it('pages 5 at a time', () => {
    expect([0, 4, 5, 9, 10].map((i) => pageOf(i))).toEqual([0, 0, 1, 1, 2]);
    expect([0, 5, 6, 11].map((n) => pageCount(n))).toEqual([1, 1, 2, 3]);
  });
});

describe('team container', () => {
  it('grid: renders the loaded collection, links each member to its page', async () => {
    const { html } = await renderTeam({ layout: 'grid' }, [member(1), member(2)]);
    expect(html).toContain('data-team-layout="grid"');
    expect(html).toContain('href="/de/team/person-1"');
    expect(html).toContain('Person 2');
    expect(html).toContain('Optikerin');
    expect(html).toContain('/media/');
    expect(html).toContain('Unser Team');
  });

  it('links to the edit route in edit mode and falls back to the page name', async () => {
    const nameless = member(3, { fields: {} });
    const { html } = await renderTeam({}, [nameless], { mode: 'edit' });
    expect(html).toContain('href="/de/edit/team/person-3"');
    expect(html).toContain('Seite 3');
  });

  it('split: renders the intro panel with the heading and the member list', async () => {
    const { html } = await renderTeam({ layout: 'split' }, [member(1), member(2)]);
    expect(html).toContain('data-team-layout="split"');
    expect(html).toContain('data-split-panel="intro"');
    expect(html).toContain('Unser Team');
    expect(html).toContain('data-split-member="p2"');
  });

  it('empty: a notice in edit mode only', async () => {
    expect((await renderTeam({}, [], { mode: 'edit' })).html).toContain('data-collection-empty');
    expect((await renderTeam({}, [])).html).not.toContain('data-collection-empty');
  });
});

describe('services and testimonials', () => {
  it('services link their pages', () => {
    const group = makeGroup({ type: 'servicesContainer' });
    const html = renderToStaticMarkup(
      <ServicesView
        group={group}
        ctx={makeCtx({ locale: 'fr' })}
        items={[{ pageId: 's1', slug: { fr: 'lunettes' }, name: { fr: 'Lunettes' }, fields: {}, media: {} }]}
      />,
    );
    expect(html).toContain('href="/fr/service/lunettes"');
    expect(html).toContain('Lunettes');
  });

  it('testimonials show the quote and the name', () => {
    const group = makeGroup({ type: 'testimonialsContainer' });
    const item: CollectionItem = {
      pageId: 't1',
      slug: { de: 'anna' },
      name: { de: 'Anna' },
      fields: { name: field('name', { content: localized({ de: 'Anna M.' }) }), quote: field('quote', { content: rich('Tolle Beratung!') }) },
      media: {},
    };
    const html = renderToStaticMarkup(<TestimonialsView group={group} ctx={makeCtx()} items={[item]} />);
    expect(html).toContain('Tolle Beratung!');
    expect(html).toContain('Anna M.');
    expect(html).toContain('href="/de/testimonial/anna"');
  });
});

describe('detail blocks', () => {
  it('team details render their slots', () => {
    const group = makeGroup({
      type: 'teamDetails',
      fields: [field('name', { content: localized({ de: 'Eva' }) }), field('email', { content: single('eva@example.ch') })],
    });
    const html = renderToStaticMarkup(<TeamDetails group={group} ctx={makeCtx()} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Eva');
    expect(html).toContain('eva@example.ch');
  });
});
