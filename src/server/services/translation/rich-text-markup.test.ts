import { describe, expect, it } from 'vitest';
import type { RichTextNode, RichTextValue } from '../../../shared/content/types';
import { richTextPlainText } from '../../../shared/content/rich-text';
import { fakeTranslateHtml } from '../../../../tests/support/fake-translation-provider';
import { glossaryMatcher } from './glossary';
import { richTextPlan } from './rich-text-markup';
import { TranslationError } from './types';

const bold = { type: 'bold' };
const link = { type: 'link', attrs: { href: 'https://optik.example/brillen', target: '_blank', link: null } };
const text = (value: string, marks?: RichTextNode['marks']): RichTextNode => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });

function value(content: RichTextNode[]): RichTextValue {
  const json: RichTextNode = { type: 'doc', content };
  return { json, text: richTextPlainText(json) };
}

const doc = value([
  { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Willkommen bei Webbox')] },
  {
    type: 'paragraph',
    attrs: { textHierarchy: 'large' },
    content: [text('Unsere '), text('neue', [bold]), text(' Brille'), { type: 'hardBreak' }, text('und '), text('Linsen', [link]), text(' & mehr')],
  },
  {
    type: 'bulletList',
    content: [
      { type: 'listItem', content: [{ type: 'paragraph', content: [text('Sonnenbrillen', [bold, link])] }] },
      { type: 'listItem', content: [{ type: 'paragraph', content: [text('Hallo '), text('Welt', [bold])] }] },
    ],
  },
  { type: 'paragraph', content: [] },
]);

describe('rich text as inline-HTML fragments', () => {
  it('sends text only: one fragment per textblock, marks as indexed spans, breaks as <br>, terms as placeholders', () => {
    const plan = richTextPlan(doc, glossaryMatcher(['Webbox']));
    expect(plan.fragments.map((fragment) => fragment.html)).toEqual([
      'Willkommen bei <span translate="no" data-g="0"></span>',
      'Unsere <span data-m="0">neue</span> Brille<br>und <span data-m="1">Linsen</span> &amp; mehr',
      '<span data-m="0">Sonnenbrillen</span>',
      'Hallo <span data-m="0">Welt</span>',
    ]);
    expect(JSON.stringify(plan.fragments)).not.toContain('optik.example');
  });

  it('gives back the same document when the answers are the fragments themselves', () => {
    const plan = richTextPlan(doc, glossaryMatcher(['Webbox']));
    expect(plan.rebuild(plan.fragments.map((fragment) => fragment.html))).toEqual(doc);
  });

  it('rebuilds a translation with marks, link attributes, heading, list and breaks in place, and recomputes its text', () => {
    const plan = richTextPlan(doc, glossaryMatcher(['Webbox']));
    const translated = plan.rebuild(plan.fragments.map((fragment) => fakeTranslateHtml(fragment.html, 'fr')));
    const [heading, paragraph, list, empty] = translated.json.content ?? [];
    expect(heading).toEqual({ type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Bienvenue chez Webbox')] });
    expect(paragraph).toEqual({
      type: 'paragraph',
      attrs: { textHierarchy: 'large' },
      content: [text('Nos '), text('nouvelles', [bold]), text(' lunettes'), { type: 'hardBreak' }, text('et '), text('lentilles', [link]), text(' & [fr]mehr')],
    });
    expect(list?.content?.[0]?.content?.[0]?.content).toEqual([text('lunettes de soleil', [bold, link])]);
    expect(list?.content?.[1]?.content?.[0]?.content).toEqual([text('Bonjour '), text('monde', [bold])]);
    expect(empty).toEqual({ type: 'paragraph', content: [] });
    expect(translated.text).toBe('Bienvenue chez Webbox\nNos nouvelles lunettes\net lentilles & [fr]mehr\nlunettes de soleil\nBonjour monde\n');
    // The source document is not touched.
    expect(doc.json.content?.[0]?.content).toEqual([text('Willkommen bei Webbox')]);
  });

  it('refuses an answer that dropped a link', () => {
    const plan = richTextPlan(doc, null);
    const answers = plan.fragments.map((fragment) => fragment.html.replace(/<span data-m="1">Linsen<\/span>/, 'Linsen'));
    expect(() => plan.rebuild(answers)).toThrow(TranslationError);
  });
});
