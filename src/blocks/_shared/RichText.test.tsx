import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichTextMark, RichTextNode } from '../../shared/content/types';
import type { RenderContext } from '../types';
import { RichText } from './RichText';
import { makeCtx } from './testing';

const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content });
const p = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const text = (value: string, ...marks: RichTextMark[]): RichTextNode => ({ type: 'text', text: value, marks });
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

function html(node: RichTextNode, ctx: RenderContext = makeCtx()): string {
  return renderToStaticMarkup(<RichText value={{ json: node, text: '' }} ctx={ctx} className="rt" />);
}

describe('RichText', () => {
  it('renders paragraphs, lists, quotes and breaks', () => {
    const out = html(
      doc(
        p(text('Eins'), { type: 'hardBreak' }, text('Zwei')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('a'))] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p(text('b'))] }] },
        { type: 'blockquote', content: [p(text('Zitat'))] },
      ),
    );
    expect(out).toContain('<p>Eins<br/>Zwei</p>');
    expect(out).toMatch(/<ul class="[^"]*"><li><p>a<\/p><\/li><\/ul>/);
    expect(out).toMatch(/<ol class="[^"]*" start="3">/);
    expect(out).toMatch(/<blockquote[^>]*><p>Zitat<\/p><\/blockquote>/);
  });

  it('escapes script-ish text instead of rendering markup', () => {
    const out = html(doc(p(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))));
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('clamps heading levels to 1..6, a level 1 rendering as an h2 in its size (the page has one h1)', () => {
    const heading = (level: unknown) => ({ type: 'heading', attrs: { level }, content: [text('T')] });
    const out = html(doc(heading(1), heading(4), heading(9), heading(0), heading('x')));
    expect(out.match(/<h\d/g)).toEqual(['<h2', '<h4', '<h6', '<h2', '<h2']);
    expect(out).toContain('<h2 class="text-4xl');
  });

  it('drops javascript:, data: and relative hrefs but keeps the text', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/x']) {
      const out = html(doc(p(text('klick', link({ href })))));
      expect(out).toBe('<div class="rt"><p>klick</p></div>');
    }
  });

  it('opens url and email links in a new tab, phone links in the same one', () => {
    const out = html(
      doc(p(text('web', link({ href: 'https://example.ch' })), text('mail', link({ href: 'mailto:a@b.ch' })), text('tel', link({ href: 'tel:+41441234567' })))),
    );
    expect(out).toContain(
      '<a href="https://example.ch" class="underline underline-offset-2 hover:opacity-80" target="_blank" rel="noopener noreferrer">web</a>',
    );
    expect(out).toContain('href="mailto:a@b.ch" class="underline underline-offset-2 hover:opacity-80" target="_blank"');
    expect(out).toMatch(/<a href="tel:\+41441234567" class="[^"]*">tel<\/a>/);
  });

  it('resolves internal page links through ctx.pages and drops unknown pages', () => {
    const ctx = makeCtx({ locale: 'fr', mode: 'edit' });
    const out = html(
      doc(
        p(
          text('a', link({ type: 'page', id: 'page-about' })),
          text('b', link({ link: { type: 'page', page: { id: 'page-home' } } })),
          text('c', link({ type: 'page', id: 'page-gone', href: 'https://stale.example' })),
        ),
      ),
      ctx,
    );
    expect(out).toMatch(/<a href="\/fr\/edit\/a-propos" class="[^"]*">a<\/a>/);
    expect(out).toMatch(/<a href="\/fr\/edit" class="[^"]*">b<\/a>/);
    expect(out).not.toContain('stale');
    expect(out).toContain('c</p>');
  });

  it('strips unknown nodes and marks but keeps their text', () => {
    const out = html(
      doc(
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'customBox', attrs: { onclick: 'x' }, content: [p(text('innen', { type: 'spoiler' }, { type: 'bold' }))] },
        { type: 'paragraph', attrs: { style: 'color:red', onclick: 'x' }, content: [text('p')] },
      ),
    );
    expect(out).toBe('<div class="rt"><p><strong>innen</strong></p><p>p</p></div>');
  });

  it('limits colours to the palette and sizes to textSize values', () => {
    const style = (attrs: Record<string, unknown>) => ({ type: 'textStyle', attrs });
    const out = html(
      doc(
        p(
          text('a', style({ color: 'primary' })),
          text('b', style({ color: 'red; background:url(x)' })),
          text('c', style({ fontSize: 'large' })),
          text('d', style({ fontSize: '99px', color: 'transparent' })),
        ),
      ),
    );
    expect(out).toContain('<span style="color:var(--site-primary)">a</span>');
    expect(out).toContain('<span class="text-2xl">c</span>');
    expect(out).not.toContain('red');
    expect(out).not.toContain('99px');
    expect(out).toContain('b<span');
    expect(out).toContain('</span>d</p>');
  });

  it('applies text hierarchy only for large and small, and nests marks in order', () => {
    const out = html(
      doc(
        { type: 'paragraph', attrs: { textHierarchy: 'large' }, content: [text('L', { type: 'bold' }, { type: 'italic' })] },
        { type: 'paragraph', attrs: { class: 'small' }, content: [text('S', { type: 'underline' }, { type: 'strike' })] },
        { type: 'paragraph', attrs: { class: 'evil-class' }, content: [text('N')] },
        { type: 'paragraph' },
      ),
    );
    expect(out).toContain('<p class="text-lg md:text-xl"><strong><em>L</em></strong></p>');
    expect(out).toContain('<p class="text-sm"><u><s>S</s></u></p>');
    expect(out).toContain('<p>N</p><p><br/></p>');
  });

  it('renders nothing for null and survives malformed or deeply nested input', () => {
    expect(renderToStaticMarkup(<RichText value={null} ctx={makeCtx()} />)).toBe('');
    let deep: RichTextNode = text('tief');
    for (let i = 0; i < 500; i++) deep = { type: 'blockquote', content: [deep] };
    expect(() => html(doc(deep))).not.toThrow();
    const malformed = { type: 'doc', content: [null, 'x', { type: 'text', text: 5 }, p(text('ok'))] } as unknown as RichTextNode;
    expect(html(malformed)).toBe('<div class="rt"><p>ok</p></div>');
  });
});
