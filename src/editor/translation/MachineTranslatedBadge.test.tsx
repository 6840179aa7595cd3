// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlotText } from '@/blocks/_shared/slots';
import { field, localized, makeCtx, makeGroup } from '@/blocks/_shared/testing';
import type { EditableTextProps } from '@/blocks/types';
import type { SlotDefinition } from '@/shared/blocks/types';
import type { Locale } from '@/shared/locales';
import { editorComponents } from '../editor-components';
import { EditableRichText } from '../rich-text/EditableRichText';
import { EditableText } from '../slots/EditableText';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const title: SlotDefinition = { kind: 'text', required: true };
const BADGE = 'Maschinell übersetzt';
const CONFIRM = 'Maschinelle Übersetzung von «Titel» bestätigen';

function renderText(props: Partial<EditableTextProps> = {}) {
  return renderInEditor(
    <EditableText
      groupId={IDS.group}
      blockType="hero"
      fieldId={IDS.field}
      slot="title"
      locale="de"
      definition={title}
      value="Willkommen"
      as="h1"
      machineTranslated
      {...props}
    />,
  );
}

const badge = () => document.querySelector('[data-machine-translated]');

describe('machine-translation badge', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    api = stubApi({ 'POST /translation/confirm': { data: { itemType: 'field', id: IDS.field, version: 5, state: {} } } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks a machine-translated text while editing, and nothing else', () => {
    const { unmount } = renderText();
    expect(screen.getByText(BADGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: CONFIRM })).toBeTruthy();
    unmount();
    const reviewed = renderText({ machineTranslated: false });
    expect(badge()).toBeNull();
    reviewed.unmount();
    // With the toolbar off the page reads as visitors see it.
    resetNavigation('/de/edit');
    renderText();
    expect(badge()).toBeNull();
  });

  it('shows the mark only in a language the field lists as machine-translated', () => {
    const group = makeGroup({
      type: 'hero',
      id: IDS.group,
      fields: [field('title', { id: IDS.field, content: localized({ de: 'Willkommen', fr: 'Bienvenue' }), machineTranslated: ['fr'] })],
    });
    const slot = (locale: Locale) => (
      <SlotText group={group} slot="title" definition={title} as="h1" ctx={makeCtx({ mode: 'edit', locale, editor: editorComponents })} />
    );
    const german = renderInEditor(slot('de'));
    expect(badge()).toBeNull();
    german.unmount();
    renderInEditor(slot('fr'), { locale: 'fr' });
    expect(badge()?.getAttribute('data-machine-translated')).toBe('fr');
  });

  it('confirms the translation, hides the mark and reloads the draft', async () => {
    const { user } = renderText();
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/translation/confirm', method: 'POST', body: { fieldId: IDS.field, locale: 'de' } }]));
    await waitFor(() => expect(badge()).toBeNull());
    expect(await screen.findByText('Übersetzung bestätigt')).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
  });

  it('keeps the mark when confirming fails, saying why', async () => {
    api = stubApi({ 'POST /translation/confirm': { error: 'Der Text wurde inzwischen geändert', status: 409 } });
    const { user } = renderText();
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    expect(await screen.findByText('Die Übersetzung konnte nicht bestätigt werden: Der Text wurde inzwischen geändert')).toBeTruthy();
    expect(screen.getByText(BADGE)).toBeTruthy();
  });

  it('disappears once the text is edited and saved', async () => {
    const { user } = renderText();
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.keyboard(' bei uns');
    await user.tab();
    await waitFor(() => expect(api.posts().filter((call) => call.path === '/data')).toHaveLength(1));
    await waitFor(() => expect(badge()).toBeNull());
    expect(api.posts().some((call) => call.path === '/translation/confirm')).toBe(false);
  });

  it('marks a machine-translated rich text too', () => {
    renderInEditor(
      <EditableRichText
        groupId={IDS.group}
        blockType="richTextBlock"
        fieldId={IDS.field}
        slot="text"
        locale="de"
        definition={{ kind: 'richText' }}
        value={null}
        machineTranslated
      />,
    );
    expect(screen.getByText(BADGE)).toBeTruthy();
  });
});
