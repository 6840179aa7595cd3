import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, localized, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import type { SlotDefinition } from '../../shared/blocks/types';
import { Courses } from './Courses';
import { coursesDefinition } from '../../shared/blocks/courses/definition';

const full: FieldNode[] = [
  field('title', { content: localized({ de: 'Kurse', fr: 'Cours' }) }),
  field('title1', { content: localized({ de: 'Kontaktlinsen-Einführung', fr: 'Introduction aux lentilles' }) }),
  field('date1', { content: single('2026-03-14') }),
  field('duration1', { content: single('2 Stunden') }),
  field('cost1', { content: single('45') }),
  field('description1', { content: single('wort '.repeat(80)) }),
  field('title2', { content: single('Sehtest für Kinder') }),
  field('date2', { content: single('irgendwann') }),
];

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<Courses group={makeGroup({ type: 'courses', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('Courses', () => {
  it('is a team block with numbered course slots', () => {
    expect(coursesDefinition.category).toBe('team');
    const slots: Record<string, SlotDefinition> = coursesDefinition.slots;
    expect(slots.cost8).toEqual({ kind: 'text', neutral: true, required: false });
  });

  it('renders title, locale date, duration, cost and a 200-character preview per course', () => {
    const html = render(full);
    expect(html).toMatch(/<h2[^>]*>Kurse<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Kontaktlinsen-Einführung<\/h3>/);
    expect(html).toContain('<time dateTime="2026-03-14">14. März 2026</time>');
    expect(html).toContain('2 Stunden');
    expect(html).toContain('CHF\u00a045');
    const preview = /data-slot="description1"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(preview).length).toBeLessThanOrEqual(200);
  });

  it("shows 'N/A' for an invalid date and no cost when none is given", () => {
    const html = render(full);
    const second = html.slice(html.indexOf('data-course="2"'));
    expect(second).toContain('N/A');
    expect(second).not.toContain('CHF');
    expect(second).not.toContain('data-slot="cost2"');
  });

  it('formats dates per locale', () => {
    expect(render(full, {}, { locale: 'fr' })).toContain('14 mars 2026');
  });

  it('honours background and alignment, renders nothing live without courses', () => {
    const html = render(full, { background: 'primary', alignment: 'center' });
    expect(html).toContain('bg-primary text-white');
    expect(html).toContain('items-center text-center');
    expect(render([field('title', { content: single('Kurse') })])).toBe('');
  });

  it('offers an empty course placeholder in edit mode', () => {
    const html = render(full, {}, { mode: 'edit' });
    expect(html).toContain('data-course="3"');
    expect(html).toContain('data-slot="title3"');
  });
});
