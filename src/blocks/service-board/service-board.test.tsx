import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { ServiceBoard } from './ServiceBoard';

const fields = [
  field('title1', { content: single('Sehtest') }),
  field('duration1', { content: single('30 Min.') }),
  field('cost1', { content: single('45.50') }),
  field('title2', { content: single('Beratung') }),
  field('description2', { content: single('Kostenlos und unverbindlich.') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<ServiceBoard group={makeGroup({ type: 'serviceBoard', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('ServiceBoard', () => {
  it('renders title, description, duration and the cost only when present', () => {
    const html = render(fields);
    expect(html).toMatch(/<h3 data-slot="title1"[^>]*>Sehtest<\/h3>/);
    expect(html).toMatch(/data-slot="duration1"[^>]*><svg[^>]*aria-hidden="true"[\s\S]*?30 Min\./);
    expect(html).toMatch(/data-slot="cost1"[^>]*>CHF\u00a045.50</);
    expect(html).toContain('Kostenlos und unverbindlich.');
    expect(html).not.toContain('data-slot="cost2"');
    expect(html).not.toContain('data-slot="duration2"');
  });

  it('honours column layout and alignment', () => {
    const html = render(fields, { columnLayout: 'five', alignment: 'center' });
    expect(html).toContain('lg:grid-cols-5');
    expect(html).toContain('items-center text-center');
  });

  it('marks empty item slots as placeholders in edit mode', () => {
    const html = render(fields, {}, { mode: 'edit' });
    expect(html).toMatch(/data-slot="cost2"[^>]*data-empty=""[^>]*>Preis 2</);
    expect(html).toMatch(/data-slot="title3"[^>]*data-empty=""[^>]*>Titel 3</);
  });
});
