// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { slidesDefinition } from './definition';
import { Slides } from './Slides';
import { clampSlide, DRAG_THRESHOLD_PX, dragStep } from './slides';

const fields = [
  field('title1', { content: single('Willkommen') }),
  field('description1', { content: single('Ihr Optiker in Winterthur') }),
  field('title2', { content: single('Beratung') }),
  field('title4', { content: single('Kontakt') }),
  field('button4', { content: single('Anrufen'), options: { link: { type: 'phone', phone: '+41 52 123 45 67' } } }),
];

function element(list: FieldNode[], options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return <Slides group={makeGroup({ type: 'slides', fields: list, options })} ctx={makeCtx(ctx)} />;
}

afterEach(cleanup);

describe('slide logic', () => {
  it('changes slide only for a drag over 20 px; up is next', () => {
    expect(DRAG_THRESHOLD_PX).toBe(20);
    expect(dragStep(300, 280)).toBe(0);
    expect(dragStep(300, 279)).toBe(1);
    expect(dragStep(300, 321)).toBe(-1);
    expect(clampSlide(0, -1, 3)).toBe(0);
    expect(clampSlide(2, 1, 3)).toBe(2);
  });
});

describe('Slides', () => {
  it('is a various block with numbered slide slots', () => {
    expect(slidesDefinition.category).toBe('various');
    expect(Object.keys(slidesDefinition.slots)).toEqual(expect.arrayContaining(['title1', 'description8', 'button8']));
  });

  it('renders the filled slides in order with the colour option; nothing live when empty', () => {
    const html = renderToStaticMarkup(element(fields, { background: 'secondary' }));
    expect(html.match(/data-full-slide="/g)).toHaveLength(3);
    expect(html).toMatch(/<h2 data-slot="title1"[^>]*>Willkommen<\/h2>/);
    expect(html).toContain('bg-secondary text-header');
    expect(html).toContain('snap-y');
    expect(renderToStaticMarkup(element([]))).toBe('');
  });

  it('stacks the slides for editing, with a placeholder slide and no deck', () => {
    const html = renderToStaticMarkup(element(fields, {}, { mode: 'edit' }));
    expect(html.match(/data-full-slide="/g)).toHaveLength(4);
    expect(html).not.toContain('Nach unten scrollen');
  });

  it('moves by drag over the threshold, the keyboard and the scroll-down hint', () => {
    render(element(fields));
    const deck = screen.getByRole('region', { name: 'Folien' });
    expect(deck.getAttribute('data-slide-index')).toBe('0');
    fireEvent.pointerDown(deck, { clientY: 400 });
    fireEvent.pointerUp(deck, { clientY: 390 });
    expect(deck.getAttribute('data-slide-index')).toBe('0');
    fireEvent.pointerDown(deck, { clientY: 400 });
    fireEvent.pointerUp(deck, { clientY: 370 });
    expect(deck.getAttribute('data-slide-index')).toBe('1');
    expect(deck.querySelector('ul')?.getAttribute('style')).toContain('translateY(-100%)');
    fireEvent.keyDown(deck, { key: 'ArrowUp' });
    expect(deck.getAttribute('data-slide-index')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: /Nach unten scrollen/ }));
    fireEvent.click(screen.getByRole('button', { name: /Nach unten scrollen/ }));
    expect(deck.getAttribute('data-slide-index')).toBe('2');
    // The hint disappears on the last slide, which stays the last one.
    expect(screen.queryByRole('button', { name: /Nach unten scrollen/ })).toBeNull();
    fireEvent.keyDown(deck, { key: 'ArrowDown' });
    expect(deck.getAttribute('data-slide-index')).toBe('2');
  });
});
