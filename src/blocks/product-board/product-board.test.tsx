import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ProductBoard, ProductCardBlock } from './ProductBoard';

const fields = [
  field('name1', { content: single('Sonnenbrille') }),
  field('cost1', { content: single('189') }),
  field('description1', { content: single('Polarisiert.') }),
  field('image1', { mediaId: 'media-1' }),
  field('name2', { content: single('Etui') }),
  field('cost2', { content: single('   ') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<ProductBoard group={makeGroup({ type: 'productBoard', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('ProductBoard', () => {
  it('renders name, description and the cost only when present', () => {
    const html = render(fields);
    expect(html).toMatch(/<h3 data-slot="name1"[^>]*>Sonnenbrille<\/h3>/);
    expect(html).toMatch(/data-slot="cost1"[^>]*>CHF\u00a0189</);
    expect(html).toContain('Polarisiert.');
    expect(html).toContain('Etui');
    expect(html).not.toContain('data-slot="cost2"');
    expect(html.match(/data-product="/g)).toHaveLength(2);
  });

  it('defaults to four columns and square images; honours options', () => {
    const media = new Map([['media-1', makeMedia({ id: 'media-1' })]]);
    expect(render(fields, {}, { media })).toContain('lg:grid-cols-4');
    expect(render(fields, {}, { media })).toContain('aspect-square');
    const html = render(fields, { columnLayout: 'three', imageFormat: 'portrait', background: 'primary' }, { media });
    expect(html).toContain('lg:grid-cols-3');
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('bg-primary text-white');
  });

  it('renders a standalone product card', () => {
    const group = makeGroup({ type: 'productCard', fields: [field('name', { content: single('Linsen') }), field('cost', { content: single('ab CHF 30.–') })] });
    const html = renderToStaticMarkup(<ProductCardBlock group={group} ctx={makeCtx()} />);
    expect(html).toMatch(/<h2 data-slot="name"[^>]*>Linsen<\/h2>/);
    expect(html).toContain('ab CHF 30.–');
  });
});
