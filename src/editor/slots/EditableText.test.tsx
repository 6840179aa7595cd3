// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableTextProps } from '@/blocks/types';
import type { SlotDefinition } from '@/shared/blocks/types';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { EditableText } from './EditableText';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const title: SlotDefinition = { kind: 'text', required: true };

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
      className="text-5xl font-bold"
      {...props}
    />,
  );
}

const dataPosts = (api: ReturnType<typeof stubApi>) => api.posts().filter((call) => call.path === '/data');

describe('EditableText', () => {
  let api: ReturnType<typeof stubApi>;
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    api = stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders in the live tag and classes, editable while the toolbar is on', () => {
    renderText();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    expect(box.tagName).toBe('H1');
    expect(box.className).toContain('text-5xl font-bold');
    expect(box.getAttribute('contenteditable')).toBe('true');
  });

  it('is plain read-only text with the toolbar off, and an empty slot shows nothing', () => {
    resetNavigation('/de/edit');
    const { container, unmount } = renderText();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('Willkommen');
    unmount();
    const empty = renderText({ value: null });
    expect(empty.container.textContent).toBe('');
  });

  it('saves a changed text on blur and refreshes the page', async () => {
    const { user } = renderText();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    await user.click(box);
    await user.keyboard(' zurück');
    await user.tab();
    await waitFor(() => expect(dataPosts(api)).toHaveLength(1));
    expect(dataPosts(api)[0]?.body).toEqual({
      itemType: 'field',
      version: 3,
      linkId: IDS.field,
      groupId: IDS.group,
      slot: 'title',
      data: { content: { type: 'localizedSingleValue', locale: 'de', value: 'Willkommen zurück' } },
    });
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
  });

  it('saves on Enter', async () => {
    const { user } = renderText();
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.keyboard('!{Enter}');
    await waitFor(() => expect(dataPosts(api)).toHaveLength(1));
    expect(JSON.stringify(dataPosts(api)[0]?.body)).toContain('Willkommen!');
  });

  it('does not save an unchanged value', async () => {
    const { user } = renderText();
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.keyboard('x{Backspace}');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dataPosts(api)).toHaveLength(0);
  });

  it('saves empty or whitespace-only text as null', async () => {
    const { user } = renderText();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    box.textContent = '   ';
    await user.click(box);
    await user.tab();
    await waitFor(() => expect(dataPosts(api)).toHaveLength(1));
    expect(dataPosts(api)[0]?.body).toMatchObject({ data: { content: { value: null } } });
  });

  it('shakes and shows the error for an invalid e-mail, saving nothing', async () => {
    const { user } = renderText({ slot: 'email', value: null, as: 'p', definition: { kind: 'text', format: 'email' } });
    const box = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.click(box);
    await user.keyboard('anna-at-example');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(box.hasAttribute('data-shake')).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(dataPosts(api)).toHaveLength(0);

    await user.click(box);
    box.textContent = 'anna@example.ch';
    await user.tab();
    await waitFor(() => expect(dataPosts(api)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the user when saving fails', async () => {
    api = stubApi({ 'POST /data': { error: 'Field not found', status: 404 } });
    const { user } = renderText();
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.keyboard('!');
    await user.tab();
    expect(await screen.findByText('Fehler beim Speichern: Field not found')).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
