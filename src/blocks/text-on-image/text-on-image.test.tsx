import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OPTION_TYPE_VALUES } from '../../shared/blocks/constants';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, makeMedia, rich, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { TEXT_POSITIONS } from '../../shared/blocks/text-on-image/definition';
import { TextOnImage } from './TextOnImage';

const full = [
  field('image1', { mediaId: 'media-1' }),
  field('title', { content: single('Neue Kollektion') }),
  field('description', { content: rich('Jetzt im Laden.') }),
  field('button1', { content: single('Ansehen'), options: { link: { type: 'url', url: 'https://x.ch' } } }),
];
const withImage = { media: new Map([['media-1', makeMedia({ id: 'media-1', focalPoint: { x: 0.2, y: 0.4 } })]]) };

function render(fields: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<TextOnImage group={makeGroup({ type: 'textOnImage', fields, options })} ctx={makeCtx(ctx)} />);
}

describe('TextOnImage', () => {
  it('uses the shared textPosition values', () => {
    expect(OPTION_TYPE_VALUES.textPosition).toEqual(TEXT_POSITIONS);
  });

  it('renders title, description and button over the image cropped at its focal point', () => {
    const html = render(full, {}, withImage);
    expect(html).toMatch(/<h2 data-slot="title"[^>]*>Neue Kollektion<\/h2>/);
    expect(html).toContain('Jetzt im Laden.');
    expect(html).toMatch(/<a href="https:\/\/x.ch"[^>]*>Ansehen<\/a>/);
    expect(html).toContain('data-slot="image1"');
    expect(html).toContain('object-position:20% 40%');
    expect(html).toMatch(/<img alt="" class="absolute inset-0 size-full object-cover"/);
  });

  it('defaults to centre-left with a header overlay and white text', () => {
    const html = render(full);
    expect(html).toContain('data-position="center-left"');
    expect(html).toContain('justify-center items-start text-left');
    expect(html).toContain('bg-header/65');
    expect(html).toContain('text-white');
  });

  it('honours text position and overlay colour', () => {
    const html = render(full, { textPosition: 'bottom-right', overlay: 'background' });
    expect(html).toContain('justify-end items-end text-right');
    expect(html).toContain('bg-background/75');
    expect(html).toContain('text-text');
    expect(render(full, { textPosition: 'middle' })).toContain('data-position="center-left"');
    expect(render(full, { overlay: null })).toContain('data-overlay="transparent"');
  });

  it('draws a gradient placeholder without an image in edit mode only; live the text sits on the header colour', () => {
    expect(render(full, {}, { mode: 'edit' })).toContain('data-placeholder=""');
    const live = render(full);
    expect(live).not.toContain('data-placeholder');
    expect(live).not.toContain('<img');
    expect(live).toContain('bg-header');
  });

  it('flags the missing title in edit mode', () => {
    expect(render([], {}, { mode: 'edit' })).toMatch(/<h2 data-slot="title"[^>]*data-warning="missing text"/);
  });
});
