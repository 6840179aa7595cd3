import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Cta } from './Cta';

const full = [
  field('kicker', { content: single('Jetzt') }),
  field('title', { content: single('Bereit für neue Brillen?') }),
  field('description', { content: rich('Wir beraten Sie gern.') }),
  field('button1', { content: single('Kontakt'), options: { link: { type: 'email', email: 'info@example.ch' } } }),
];

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<Cta group={makeGroup({ type: 'cta', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('Cta', () => {
  it('renders kicker, an h2 title, description and the button', () => {
    const html = render(full);
    expect(html).toContain('>Jetzt</p>');
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Bereit für neue Brillen\?<\/h2>/);
    expect(html).toContain('Wir beraten Sie gern.');
    expect(html).toMatch(/<a href="mailto:info@example.ch"[^>]*target="_blank"[^>]*>Kontakt<\/a>/);
    expect(html).not.toContain('<h1');
  });

  it('defaults to centred on the primary colour, with an inverted primary button', () => {
    const html = render(full);
    expect(html).toContain('bg-primary text-white');
    expect(html).toContain('items-center text-center');
    expect(html).toContain('bg-background text-primary');
  });

  it('honours alignment and background', () => {
    const html = render(full, { alignment: 'right', background: 'background' });
    expect(html).toContain('items-end text-right');
    expect(html).toContain('bg-background text-text');
    expect(html).toContain('bg-primary text-white hover:brightness-110');
  });

  it('drops the unlinked button live and flags it in edit mode', () => {
    const fields = [field('title', { content: single('T') }), field('button1', { content: single('Kontakt') })];
    expect(render(fields)).not.toContain('Kontakt');
    expect(render(fields, {}, { mode: 'edit' })).toContain('data-warning="missing link"');
  });

  it('flags a required button that is completely empty in edit mode', () => {
    const html = render([field('title', { content: single('T') })], {}, { mode: 'edit' });
    expect(html).toContain('data-warning="missing text | missing link"');
  });
});
