// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '@/blocks/_shared/RichText';
import type { RichTextNode } from '@/shared/content/types';
import { ZRichTextNode } from '@/shared/schemas/editor';
import { IDS, makeEnvironment } from '../toolbar/testing';
import { richTextExtensions } from './extensions';
import { applyHierarchy } from './hierarchy';
import { draftFromMarkAttrs, markAttrsFromLink, markLabel } from './link-mark';

const env = makeEnvironment();
const pages = new Map(env.pages.map((page) => [page.id, page]));
let editor: Editor | null = null;

function makeEditor(text: string) {
  editor = new Editor({ extensions: richTextExtensions('Aa'), content: `<p>${text}</p>` });
  editor.commands.selectAll();
  return editor;
}

/** What the live page renders for the editor's current document. */
function live(e: Editor): string {
  const json = ZRichTextNode.parse(e.getJSON()) as RichTextNode;
  return renderToStaticMarkup(<RichText value={{ json, text: e.getText() }} ctx={{ locale: 'de', mode: 'live', pages }} className="x" />);
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe('rich text the live renderer understands', () => {
  it('stores palette colour names and size names on textStyle', () => {
    const e = makeEditor('Hallo');
    e.chain().setMark('textStyle', { color: 'primary', fontSize: 'large' }).run();
    expect(JSON.stringify(e.getJSON())).toContain('"color":"primary"');
    expect(live(e)).toBe('<div class="x"><p><span style="color:var(--site-primary)" class="text-2xl">Hallo</span></p></div>');
    e.chain().selectAll().setMark('textStyle', { color: null, fontSize: null }).removeEmptyTextStyle().run();
    expect(live(e)).toBe('<div class="x"><p>Hallo</p></div>');
  });

  it('keeps the text hierarchy as headings and paragraph sizes', () => {
    const e = makeEditor('Titel');
    applyHierarchy(e, 'h2');
    expect(live(e)).toContain('<h2 class="text-3xl');
    applyHierarchy(e, 'small');
    expect(live(e)).toBe('<div class="x"><p class="text-sm">Titel</p></div>');
    applyHierarchy(e, 'paragraph');
    expect(live(e)).toBe('<div class="x"><p>Titel</p></div>');
  });

  it('stores url links as href (new tab) and page links as a structured link (same tab)', () => {
    const e = makeEditor('Mehr');
    const options = { locale: 'de' as const, pages: env.pages };
    e.chain()
      .setMark('link', markAttrsFromLink({ type: 'url', url: 'https://example.ch/angebot' }, options))
      .run();
    expect(live(e)).toContain('<a href="https://example.ch/angebot" class="underline underline-offset-2 hover:opacity-80" target="_blank"');
    e.chain()
      .selectAll()
      .setMark('link', markAttrsFromLink({ type: 'page', page: { id: IDS.other, collection: null } }, options))
      .run();
    expect(live(e)).toContain('<a href="/de/ueber-uns" class="underline underline-offset-2 hover:opacity-80">Mehr</a>');
  });
});

describe('link marks', () => {
  const options = { locale: 'de' as const, pages: env.pages };
  it('labels links without scheme, cut to 20 characters', () => {
    expect(markLabel({ href: 'https://www.example.ch/a/very/long/path' }, options)).toBe('www.example.ch/a/…');
    expect(markLabel({ href: 'mailto:anna@example.ch' }, options)).toBe('anna@example.ch');
    expect(markLabel({ href: '/de/ueber-uns', link: { type: 'page', page: { id: IDS.other } } }, options)).toBe('Über uns');
  });

  it('reads a mark back into the link form', () => {
    expect(draftFromMarkAttrs({ href: 'tel:+41441234567' })).toMatchObject({ type: 'phone', phone: '+41441234567' });
    expect(draftFromMarkAttrs({ href: 'mailto:a@b.ch' })).toMatchObject({ type: 'email', email: 'a@b.ch' });
  });
});
