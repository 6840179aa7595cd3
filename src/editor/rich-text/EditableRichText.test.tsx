// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotDefinition } from '@/shared/blocks/types';
import type { RichTextValue } from '@/shared/content/types';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { EditableRichText } from './EditableRichText';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const definition: SlotDefinition = { kind: 'richText' };
const value: RichTextValue = { json: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hallo Welt' }] }] }, text: 'Hallo Welt' };

function renderRichText() {
  return renderInEditor(
    <>
      <EditableRichText
        groupId={IDS.group}
        blockType="richTextBlock"
        fieldId={IDS.field}
        slot="textBlock"
        locale="de"
        definition={definition}
        value={value}
        className="prose-x"
      />
      <button type="button">anderswo</button>
    </>,
  );
}

describe('EditableRichText', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    api = stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the live text, read-only, while the toolbar is off', () => {
    resetNavigation('/de/edit');
    const { container } = renderRichText();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('[data-slot="textBlock"] .prose-x p')?.textContent).toBe('Hallo Welt');
  });

  it('saves json and text when the user leaves the editor after a change', async () => {
    resetNavigation('/de/edit?toolbar=1');
    const { user } = renderRichText();
    const box = await screen.findByRole('textbox', { name: 'Text' });
    expect(box.className).toContain('prose-x');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'anderswo' }));
    expect(api.posts()).toHaveLength(0);

    await user.click(box);
    await user.keyboard('!');
    await user.click(screen.getByRole('button', { name: 'anderswo' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    const body = api.posts()[0]?.body as { data: { content: { type: string; value: RichTextValue } } };
    expect(body.data.content.type).toBe('localizedRichText');
    expect(body.data.content.value.text).toContain('Hallo Welt');
    expect(body.data.content.value.text).toContain('!');
    expect(body.data.content.value.json.type).toBe('doc');
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });
});
