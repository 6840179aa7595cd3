import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GroupNode } from '../shared/content/types';
import { field, makeCtx, makeGroup, single } from './_shared/testing';
import { BlockList } from './BlockRenderer';
import type { RenderContext } from './types';

const hero = makeGroup({ type: 'hero', id: 'g-hero', position: 0, fields: [field('title', { content: single('Hallo') })] });
const spacer = makeGroup({ type: 'spacer', id: 'g-spacer', position: 1 });

function render(groups: GroupNode[], ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<BlockList groups={groups} ctx={makeCtx(ctx)} />);
}

describe('BlockList', () => {
  it('wraps each group in a section carrying type, id and status, in position order', () => {
    const html = render([spacer, hero]);
    expect(html).toMatch(/^<section data-block="hero" data-group-id="g-hero" data-status="published">.*Hallo/);
    expect(html).toContain('<section data-block="spacer" data-group-id="g-spacer" data-status="published">');
    expect(html.indexOf('g-hero')).toBeLessThan(html.indexOf('g-spacer'));
  });

  it('skips groups disallowed in the current locale', () => {
    const hidden = { ...hero, meta: { disallowedLanguages: ['fr' as const] } };
    expect(render([hidden], { locale: 'fr' })).toBe('');
    expect(render([hidden], { locale: 'de' })).toContain('Hallo');
  });

  it('renders unknown types as nothing live and as a notice in edit mode', () => {
    const unknown = makeGroup({ type: 'hologram', id: 'g-x' });
    expect(render([unknown])).toBe('');
    expect(render([unknown], { mode: 'edit' })).toMatch(/<section data-block="hologram" data-group-id="g-x"[^>]*>.*Unknown block: hologram/);
  });

  it('marks groups awaiting deletion in edit mode only', () => {
    const marked = { ...hero, status: 'markedForDeletion' as const };
    const edit = render([marked], { mode: 'edit' });
    expect(edit).toContain('data-status="markedForDeletion"');
    expect(edit).toContain('Wird beim Veröffentlichen entfernt');
    expect(edit).toContain('opacity-40');
    const live = render([marked]);
    expect(live).toContain('Hallo');
    expect(live).not.toContain('Wird beim Veröffentlichen entfernt');
  });
});
