import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OptionValue } from '../../shared/content/types';
import { makeCtx, makeGroup } from '../_shared/testing';
import type { RenderContext } from '../types';
import { Spacer } from './Spacer';

function render(options: Record<string, OptionValue> = {}, ctx: Partial<RenderContext> = {}) {
  return renderToStaticMarkup(<Spacer group={makeGroup({ type: 'spacer', options })} ctx={makeCtx(ctx)} />);
}

describe('Spacer', () => {
  it('defaults to 4rem without a divider', () => {
    const html = render();
    expect(html).toContain('style="height:4rem"');
    expect(html).not.toContain('<hr');
  });

  it('clamps the height to 1..12', () => {
    expect(render({ height: 7 })).toContain('height:7rem');
    expect(render({ height: 50 })).toContain('height:12rem');
    expect(render({ height: 0 })).toContain('height:1rem');
  });

  it('shows a divider when asked', () => {
    expect(render({ showDivider: true })).toContain('<hr');
  });

  it('is outlined only in edit mode', () => {
    expect(render()).not.toContain('data-edit-outline');
    expect(render({}, { mode: 'edit' })).toContain('data-edit-outline');
  });
});
