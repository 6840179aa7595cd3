import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { RichTextBlock } from './RichTextBlock';

const text = field('textBlock', {
  content: rich({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Öffnungszeiten' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Mo–Fr', marks: [{ type: 'bold' }] }] },
    ],
  }),
});

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<RichTextBlock group={makeGroup({ type: 'richTextBlock', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('RichTextBlock', () => {
  it('renders the optional title as h2 and the rich text', () => {
    const html = render([field('title', { content: single('Über uns') }), text]);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Über uns<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Öffnungszeiten<\/h3>/);
    expect(html).toContain('<strong>Mo–Fr</strong>');
  });

  it('omits the title when empty', () => {
    expect(render([text])).not.toContain('<h2');
  });

  it('defaults to a narrow, left-aligned column', () => {
    const html = render([text]);
    expect(html).toContain('max-w-2xl text-left');
  });

  it('honours column width and centre alignment, rejecting right', () => {
    expect(render([text], { columnWidth: 'wide', alignment: 'center' })).toContain('max-w-5xl text-center');
    expect(render([text], { alignment: 'right' })).toContain('text-left');
  });

  it('renders nothing for empty text live and a required placeholder in edit mode', () => {
    const empty = field('textBlock', { content: rich({ type: 'doc', content: [{ type: 'paragraph' }] }, '\n') });
    expect(render([empty])).not.toContain('data-slot="textBlock"');
    expect(render([empty], {}, { mode: 'edit' })).toMatch(/<div data-slot="textBlock"[^>]*data-warning="missing text"/);
  });
});
