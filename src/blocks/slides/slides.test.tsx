// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldNode, OptionValue } from '../../shared/content/types';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import type { RenderContext } from '../types';
import { slidesDefinition } from '../../shared/blocks/slides/definition';
import { Slides } from './Slides';
import { clampSlide, DRAG_THRESHOLD_PX, dragStep, isFullyInView, scrollIntent, WHEEL_COOLDOWN_MS, wheelPixels } from './slides';

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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

describe('scroll lock logic', () => {
  const at = (top: number) => ({ top, height: 800, viewportHeight: 800 });

  it('changes slides only while the deck is fully in view and has a slide in that direction', () => {
    expect(isFullyInView(at(0))).toBe(true);
    expect(isFullyInView(at(1.5))).toBe(true);
    expect(isFullyInView(at(40))).toBe(false);
    expect(scrollIntent(at(0), 100, 0, 3)).toBe('slide');
    expect(scrollIntent(at(0), -100, 1, 3)).toBe('slide');
    // Released at the ends: up at the first slide, down at the last.
    expect(scrollIntent(at(0), -100, 0, 3)).toBe('pass');
    expect(scrollIntent(at(0), 100, 2, 3)).toBe('pass');
    expect(scrollIntent(at(0), 0, 1, 3)).toBe('pass');
  });

  it('stops a scroll that would carry the deck across its aligned position, and lets others pass', () => {
    expect(scrollIntent(at(60), 100, 0, 3)).toBe('align');
    expect(scrollIntent(at(160), 100, 0, 3)).toBe('pass');
    expect(scrollIntent(at(-60), -100, 2, 3)).toBe('align');
    expect(scrollIntent(at(-60), 100, 2, 3)).toBe('pass');
    expect(scrollIntent(at(-60), -100, 0, 3)).toBe('pass');
  });

  it('converts line and page wheel deltas to pixels', () => {
    expect(wheelPixels({ deltaY: 3, deltaMode: 1 }, 800)).toBe(48);
    expect(wheelPixels({ deltaY: 1, deltaMode: 2 }, 800)).toBe(800);
    expect(wheelPixels({ deltaY: -120, deltaMode: 0 }, 800)).toBe(-120);
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

  it('names the deck, each slide and its position in the page language', () => {
    render(element(fields, {}, { locale: 'es' }));
    expect(screen.getByRole('region', { name: 'Diapositivas' })).toBeTruthy();
    const slides = document.querySelectorAll('[aria-roledescription="Diapositiva"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(screen.getByText('Desplácese hacia abajo')).toBeTruthy();
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

  it('locks wheel scrolling while fully in view, swallows the inertia, and releases at the end and on Escape', () => {
    // happy-dom lays nothing out: the deck's rectangle is at the top, so it counts as fully in view.
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(element(fields));
    const deck = screen.getByRole('region', { name: 'Folien' });
    expect(fireEvent.wheel(deck, { deltaY: 100 })).toBe(false);
    expect(deck.getAttribute('data-slide-index')).toBe('1');
    // The same flick's later events change nothing, and the page does not scroll either.
    now += WHEEL_COOLDOWN_MS / 2;
    expect(fireEvent.wheel(deck, { deltaY: 100 })).toBe(false);
    expect(deck.getAttribute('data-slide-index')).toBe('1');
    now += WHEEL_COOLDOWN_MS;
    fireEvent.wheel(deck, { deltaY: 100 });
    expect(deck.getAttribute('data-slide-index')).toBe('2');
    now += WHEEL_COOLDOWN_MS + 1;
    // The last slide: the wheel scrolls the page (not prevented), and so does ArrowDown.
    expect(fireEvent.wheel(deck, { deltaY: 100 })).toBe(true);
    expect(fireEvent.keyDown(deck, { key: 'ArrowDown' })).toBe(true);
    expect(deck.getAttribute('data-slide-index')).toBe('2');
    // Escape releases the lock: scrolling up passes to the page as well.
    fireEvent.keyDown(deck, { key: 'Escape' });
    expect(fireEvent.wheel(deck, { deltaY: -100 })).toBe(true);
    expect(deck.getAttribute('data-slide-index')).toBe('2');
  });

  it('follows a touch drag over the threshold while locked, and leaves other drags to the page', () => {
    render(element(fields));
    const deck = screen.getByRole('region', { name: 'Folien' });
    const touch = (y: number) => [{ clientY: y, clientX: 10, identifier: 1, target: deck }];
    fireEvent.touchStart(deck, { touches: touch(500) });
    expect(fireEvent.touchMove(deck, { touches: touch(470) })).toBe(false);
    fireEvent.touchEnd(deck, { changedTouches: touch(460) });
    expect(deck.getAttribute('data-slide-index')).toBe('1');
    // Dragging down at the first slide is the page's again.
    fireEvent.keyDown(deck, { key: 'ArrowUp' });
    fireEvent.touchStart(deck, { touches: touch(400) });
    expect(fireEvent.touchMove(deck, { touches: touch(450) })).toBe(true);
    fireEvent.touchEnd(deck, { changedTouches: touch(460) });
    expect(deck.getAttribute('data-slide-index')).toBe('0');
  });
});
