// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotDefinition } from '@/shared/blocks/types';
import type { RichTextValue } from '@/shared/content/types';
import { draftKey } from '../safety/drafts';
import { IDS, renderInEditor, resetNavigation, stubApi } from '../toolbar/testing';
import { EditableRichText } from './EditableRichText';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);
// Tiptap still on its way (a slow machine): the slot shows its read-only text meanwhile.
vi.mock('./RichTextEditor', () => ({
  RichTextEditor: () => {
    throw new Promise(() => undefined);
  },
}));

const definition: SlotDefinition = { kind: 'richText' };
const doc = (text: string): RichTextValue => ({ json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] }, text });

describe('EditableRichText before Tiptap has loaded', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows text typed before a reload at once, not the older text the server rendered', async () => {
    resetNavigation('/de/edit?toolbar=1');
    stubApi();
    const key = draftKey({ siteId: IDS.site, pageId: IDS.page, groupId: IDS.group, slot: 'textBlock', locale: 'de' });
    window.localStorage.setItem(key, JSON.stringify({ value: doc('Neu getippt'), base: 3, unconfirmed: [], at: 1 }));
    const { container } = renderInEditor(
      <EditableRichText
        groupId={IDS.group}
        blockType="richTextBlock"
        fieldId={IDS.field}
        slot="textBlock"
        locale="de"
        definition={definition}
        value={doc('Alt')}
        className="prose-x"
      />,
    );
    await waitFor(() => expect(container.querySelector('[data-slot="textBlock"] .prose-x p')?.textContent).toBe('Neu getippt'));
  });
});
