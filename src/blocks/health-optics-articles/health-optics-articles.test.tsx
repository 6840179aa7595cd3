import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EditableArticleUrlProps, EditorComponents } from '../types';
import type { ArticleTeaserResult } from '../../shared/content/feeds';
import { field, makeCtx, makeGroup, single } from '../_shared/testing';
import { HealthOpticsArticles } from './HealthOpticsArticles';

const BASE = 'https://magazin.gesundheitsoptik.example';
const found = (n: number, title: string): ArticleTeaserResult => ({
  url: `${BASE}/a${n}/`,
  teaser: { postId: n, title, excerpt: `Auszug ${n}`, imageUrl: `https://cdn.example/${n}.jpg`, imageAlt: `Bild ${n}`, link: `${BASE}/a${n}/` },
  error: null,
});
const broken = (url: string, error: 'notFound' | 'unavailable'): ArticleTeaserResult => ({ url, teaser: null, error });

function render(results: ArticleTeaserResult[], options: { mode?: 'live' | 'edit'; editor?: EditorComponents; locale?: 'de' | 'fr' } = {}) {
  const group = makeGroup({
    type: 'healthOpticsArticles',
    fields: [field('title', { content: single('Aus dem Magazin') }), ...results.map((result, i) => field(`url${i + 1}`, { content: single(result.url) }))],
  });
  const ctx = makeCtx({
    mode: options.mode ?? 'live',
    locale: options.locale ?? 'de',
    editor: options.editor,
    data: { [group.id]: { kind: 'articles', value: results } },
  });
  return renderToStaticMarkup(HealthOpticsArticles({ group, ctx }));
}

/** A stand-in for the editor's URL field: what the view hands it, as markup. */
function ArticleUrl(props: EditableArticleUrlProps) {
  return <span data-editor-url={props.slot} data-value={props.value ?? ''} data-error={props.error ?? ''} />;
}
const Slot = (props: { slot: string }) => <span data-editor-slot={props.slot} />;
const editor: EditorComponents = { ArticleUrl, Text: Slot, RichText: Slot, Button: Slot, SectionChrome: () => <span data-editor-chrome="" /> };

describe('HealthOpticsArticles', () => {
  it('shows each resolved article as a teaser with image, title, excerpt and a "Weiterlesen" link', () => {
    const html = render([found(1, 'Trockene Augen'), found(2, 'Kurzsichtigkeit')]);
    expect(html).toContain('Aus dem Magazin');
    expect(html.match(/data-article="/g)).toHaveLength(2);
    expect(html).toContain('<img src="https://cdn.example/1.jpg" alt="Bild 1"');
    expect(html).toContain('Auszug 2');
    expect(html).toMatch(
      new RegExp(
        `<a href="${BASE}/a1/" target="_blank" rel="noopener noreferrer"[^>]*>Weiterlesen<span class="sr-only">: Trockene Augen \\(öffnet in neuem Tab\\)</span>`,
      ),
    );
    expect(render([found(1, 'Trockene Augen')], { locale: 'fr' })).toContain('Lire la suite');
  });

  it('skips broken entries live and renders nothing when none resolves', () => {
    const html = render([broken(`${BASE}/weg/`, 'notFound'), found(2, 'Kurzsichtigkeit'), broken(`${BASE}/x/`, 'unavailable')]);
    expect(html.match(/data-article="/g)).toHaveLength(1);
    expect(html).not.toContain('weg');
    expect(render([broken(`${BASE}/weg/`, 'notFound')])).toBe('');
    expect(render([])).toBe('');
  });

  it('hands every entry with its error, and one free slot, to the editor on the edit route', () => {
    const html = render([found(1, 'Trockene Augen'), broken(`${BASE}/weg/`, 'notFound')], { mode: 'edit', editor });
    expect(html).toContain(`data-editor-url="url1" data-value="${BASE}/a1/" data-error=""`);
    expect(html).toContain(`data-editor-url="url2" data-value="${BASE}/weg/" data-error="notFound"`);
    expect(html).toContain('data-editor-url="url3" data-value="" data-error=""');
    expect(html.match(/data-article="/g)).toHaveLength(1);
    // An empty box still offers its first slot to paste into.
    expect(render([], { mode: 'edit', editor })).toContain('data-editor-url="url1"');
  });

  it('renders as live on the edit route without the editor components', () => {
    expect(render([broken(`${BASE}/weg/`, 'notFound')], { mode: 'edit' })).toBe('');
  });
});
