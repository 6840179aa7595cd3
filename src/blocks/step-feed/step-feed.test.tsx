import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { StepFeedBoard } from './StepFeed';

const fields = [
  field('title', { content: single('So gehts') }),
  field('title1', { content: single('Termin buchen') }),
  field('description1', { content: single('Online oder per Telefon.') }),
  field('title4', { content: single('Brille abholen') }),
];

function render(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<StepFeedBoard group={makeGroup({ type: 'stepFeedBoard', fields: list, options })} ctx={makeCtx(ctx)} />);
}

describe('StepFeedBoard', () => {
  it('numbers the filled steps 1..k in an ordered list, skipping empty slots', () => {
    const html = render(fields);
    expect(html).toContain('<ol');
    expect(html).toMatch(/data-step="1"[\s\S]*Termin buchen[\s\S]*data-step="2"[\s\S]*Brille abholen/);
    expect(html).not.toContain('data-step="3"');
    expect(html).toContain('Online oder per Telefon.');
  });

  it('honours column layout, alignment and background', () => {
    const html = render(fields, { columnLayout: 'four', alignment: 'right', background: 'secondary' });
    expect(html).toContain('lg:grid-cols-4');
    expect(html).toContain('items-end text-right');
    expect(html).toContain('bg-secondary text-header');
  });

  it('renders nothing live without steps', () => {
    expect(render([])).toBe('');
  });
});
