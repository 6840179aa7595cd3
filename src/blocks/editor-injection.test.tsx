import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { field, localized, makeCtx, makeGroup, makeMedia } from './_shared/testing';
import { BlockList } from './BlockRenderer';
import type { EditorComponents } from './types';

/** A stand-in that prints the props it gets, as the edit route's client components would receive them. */
function Printed({ name, props }: { name: string; props: object }) {
  const { children, ...rest } = props as { children?: ReactNode };
  return (
    <div data-editor={name} data-props={JSON.stringify(rest)}>
      {children}
    </div>
  );
}
const editor: EditorComponents = {
  Text: (props) => <Printed name="Text" props={props} />,
  RichText: (props) => <Printed name="RichText" props={props} />,
  Button: (props) => <Printed name="Button" props={props} />,
  Media: (props) => <Printed name="Media" props={props} />,
  SectionChrome: (props) => <Printed name="SectionChrome" props={props} />,
};

const withHidden: EditorComponents = { ...editor, HiddenField: (props) => <Printed name="HiddenField" props={props} /> };

const hero = makeGroup({
  type: 'hero',
  id: 'g-hero',
  status: 'draft',
  options: { alignment: 'center' },
  fields: [
    field('title', { content: localized({ de: 'Hallo' }) }),
    field('button1', { content: localized({ de: 'Los' }), options: { link: { type: 'url', url: 'https://example.ch' } } }),
  ],
});

/** The props each stand-in printed, in render order (the unit project has no DOM to query). */
function propsOf(html: string, name: string): Record<string, unknown>[] {
  const pattern = new RegExp(`data-editor="${name}" data-props="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((m) => JSON.parse((m[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
}

const bySlot = (html: string, name: string, slot: string) => propsOf(html, name).find((props) => props.slot === slot);

describe('editor components injected on the edit route', () => {
  it('hands slots to the editor with serializable props', () => {
    const html = renderToStaticMarkup(<BlockList groups={[hero]} ctx={makeCtx({ mode: 'edit', editor })} />);
    expect(bySlot(html, 'Text', 'title')).toMatchObject({ groupId: 'g-hero', fieldId: 'field-title', locale: 'de', value: 'Hallo', as: 'h1' });
    expect(bySlot(html, 'Text', 'title')?.definition).toMatchObject({ kind: 'text', required: true });
    expect(bySlot(html, 'Text', 'kicker')).toMatchObject({ fieldId: null, value: null, as: 'p' });
    expect(bySlot(html, 'RichText', 'subtitle')).toMatchObject({ fieldId: null, value: null });
    expect(bySlot(html, 'Button', 'button1')).toMatchObject({ label: 'Los', href: 'https://example.ch', link: { type: 'url', url: 'https://example.ch' } });
    expect(bySlot(html, 'Button', 'button2')).toMatchObject({ label: null, href: null, link: null });
    expect(String(bySlot(html, 'Button', 'button1')?.className)).toContain('rounded-full');
  });

  it('wraps each section in the section chrome with its id, type, status and options', () => {
    const html = renderToStaticMarkup(<BlockList groups={[hero]} ctx={makeCtx({ mode: 'edit', editor })} />);
    expect(propsOf(html, 'SectionChrome')).toEqual([
      {
        groupId: 'g-hero',
        type: 'hero',
        status: 'draft',
        options: { alignment: 'center' },
        disallowedLanguages: [],
        // The element menu's view of the fields: ids, visibility and button links, no content.
        fields: {
          title: { id: 'field-title', visible: true, filled: ['de'] },
          button1: { id: 'field-button1', visible: true, filled: ['de'], link: { type: 'url', url: 'https://example.ch' } },
        },
      },
    ]);
    expect(html).toContain('<section data-block="hero" data-group-id="g-hero" data-status="draft">');
  });

  it('keeps a section hidden in this language visible to editors, with its languages', () => {
    const hidden = { ...hero, meta: { disallowedLanguages: ['de' as const] } };
    const html = renderToStaticMarkup(<BlockList groups={[hidden]} ctx={makeCtx({ mode: 'edit', editor })} />);
    expect(propsOf(html, 'SectionChrome')[0]).toMatchObject({ disallowedLanguages: ['de'] });
    expect(renderToStaticMarkup(<BlockList groups={[hidden]} ctx={makeCtx({ mode: 'live', editor })} />)).toBe('');
  });

  it('shows a hidden slot dimmed through the editor on the edit route and drops it live', () => {
    const hidden = { ...hero, fields: { ...hero.fields, title: { ...(hero.fields.title ?? field('title')), visible: false } } };
    const html = renderToStaticMarkup(<BlockList groups={[hidden]} ctx={makeCtx({ mode: 'edit', editor: withHidden })} />);
    expect(propsOf(html, 'HiddenField')).toEqual([{ slot: 'title' }]);
    expect(bySlot(html, 'Text', 'title')).toMatchObject({ value: 'Hallo' });
    const live = renderToStaticMarkup(<BlockList groups={[hidden]} ctx={makeCtx({ mode: 'live', editor: withHidden })} />);
    expect(live).not.toContain('Hallo');
    // Without the frame (older editor builds) a hidden slot stays hidden in edit mode too.
    expect(bySlot(renderToStaticMarkup(<BlockList groups={[hidden]} ctx={makeCtx({ mode: 'edit', editor })} />), 'Text', 'title')).toBeUndefined();
  });

  it('hands media slots to the editor with the resolved media and the block rendering inside', () => {
    const media = makeMedia({ id: 'media-1' });
    const withImage = { ...hero, fields: { ...hero.fields, image1: field('image1', { mediaId: 'media-1' }) } };
    const ctx = makeCtx({ mode: 'edit', editor, media: new Map([['media-1', media]]) });
    const html = renderToStaticMarkup(<BlockList groups={[withImage]} ctx={ctx} />);
    expect(bySlot(html, 'Media', 'image1')).toMatchObject({
      groupId: 'g-hero',
      fieldId: 'field-image1',
      accept: 'image',
      className: 'absolute inset-0',
      media: { id: 'media-1' },
    });
    expect(html).toMatch(/data-editor="Media"[^>]*><picture>/);

    const player = makeGroup({ type: 'videoPlayer', id: 'g-video' });
    const empty = renderToStaticMarkup(<BlockList groups={[player]} ctx={makeCtx({ mode: 'edit', editor })} />);
    expect(bySlot(empty, 'Media', 'video')).toMatchObject({ fieldId: null, media: null, accept: 'video' });
    expect(empty).toContain('Video nicht verfügbar');
  });

  it('ignores the editor on live pages', () => {
    const html = renderToStaticMarkup(<BlockList groups={[hero]} ctx={makeCtx({ mode: 'live', editor })} />);
    expect(html).not.toContain('data-editor');
    expect(html).toContain('Hallo');
  });
});
