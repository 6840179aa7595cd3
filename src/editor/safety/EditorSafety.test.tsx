// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotDefinition } from '@/shared/blocks/types';
import { EditableText } from '../slots/EditableText';
import { IDS, renderInEditor, resetNavigation, router, stubApi } from '../toolbar/testing';
import { ConflictDialog } from './ConflictDialog';
import { draftKey } from './drafts';
import { SaveIndicator } from './SaveIndicator';
import { hasUnsavedChanges, resetSaveState } from './save-status';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const title: SlotDefinition = { kind: 'text', required: true };
const titleDraft = draftKey({ siteId: IDS.site, pageId: IDS.page, groupId: IDS.group, slot: 'title', locale: 'de' });

function renderTitle() {
  return renderInEditor(
    <>
      <EditableText groupId={IDS.group} blockType="hero" fieldId={IDS.field} slot="title" locale="de" definition={title} value="Willkommen" as="h1" />
      <SaveIndicator />
      <ConflictDialog />
    </>,
  );
}

/** The toolbar's save state (the spinner inside has a status role of its own). */
const indicator = () => document.querySelector('[data-save-state]')?.textContent;
const dataPosts = (api: ReturnType<typeof stubApi>) => api.posts().filter((call) => call.path === '/data');
const saved = (version: number, text: string) => ({
  itemType: 'field',
  id: IDS.field,
  version,
  state: { content: { type: 'localizedSingleValue', values: { de: text } } },
});

describe('typed text is never lost', () => {
  beforeEach(() => {
    resetNavigation('/de/edit?toolbar=1');
    window.localStorage.clear();
    resetSaveState();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves while typing, after a pause, and the toolbar says so', async () => {
    const api = stubApi({ 'POST /data': { data: saved(4, 'Willkommen zurück') } });
    const { user } = renderTitle();
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    await user.keyboard(' zurück');
    expect(indicator()).toBe('Speichert…');
    expect(window.localStorage.getItem(titleDraft)).toContain('Willkommen zurück');
    expect(hasUnsavedChanges()).toBe(true);
    await waitFor(() => expect(dataPosts(api)).toHaveLength(1), { timeout: 2000 });
    expect(dataPosts(api)[0]?.body).toMatchObject({ version: 3, data: { content: { value: 'Willkommen zurück' } } });
    await waitFor(() => expect(indicator()).toBe('Gespeichert'));
    expect(window.localStorage.getItem(titleDraft)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
    // Still focused: no re-render that would move the caret.
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('keeps the text on screen when saving fails, warns before leaving and retries from the toolbar', async () => {
    let fail = true;
    const api = stubApi({ 'POST /data': () => (fail ? { error: 'Keine Verbindung', status: 503 } : { data: saved(4, 'Willkommen!') }) });
    const { user } = renderTitle();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    await user.click(box);
    await user.keyboard('!');
    await user.tab();
    const retry = await screen.findByRole('button', { name: '1 Änderung nicht gespeichert – erneut versuchen' });
    expect(box.textContent).toBe('Willkommen!');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    fail = false;
    await user.click(retry);
    await waitFor(() => expect(indicator()).toBe('Gespeichert'));
    expect(dataPosts(api)).toHaveLength(2);
    expect(window.localStorage.getItem(titleDraft)).toBeNull();
  });

  it('restores text typed before a reload and sends it at once', async () => {
    window.localStorage.setItem(titleDraft, JSON.stringify({ value: 'Offline getippt', at: 1 }));
    const api = stubApi({ 'POST /data': { data: saved(4, 'Offline getippt') } });
    renderTitle();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titel' }).textContent).toBe('Offline getippt'));
    await waitFor(() => expect(indicator()).toBe('Gespeichert'));
    expect(dataPosts(api)[0]?.body).toMatchObject({ data: { content: { value: 'Offline getippt' } } });
    expect(window.localStorage.getItem(titleDraft)).toBeNull();
  });

  it('shows both versions on a conflict; keeping mine saves it based on theirs', async () => {
    let first = true;
    const api = stubApi({
      'POST /data': () => {
        if (!first) return { data: saved(8, 'Von Ben') };
        first = false;
        return { error: 'Jemand anderes hat dieses Feld inzwischen geändert.', status: 409, data: saved(7, 'Von Anna') };
      },
    });
    const { user } = renderTitle();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    box.textContent = 'Von Ben';
    await user.click(box);
    await user.tab();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('«Titel» wurde geändert');
    expect(screen.getByTestId('conflict-mine').textContent).toBe('Von Ben');
    expect(screen.getByTestId('conflict-theirs').textContent).toBe('Von Anna');
    await user.click(screen.getByRole('button', { name: 'Meine behalten' }));
    await waitFor(() => expect(dataPosts(api)).toHaveLength(2));
    expect(dataPosts(api)[1]?.body).toMatchObject({ version: 7, data: { content: { value: 'Von Ben' } } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeping theirs sends nothing more and shows their text', async () => {
    const api = stubApi({ 'POST /data': { error: 'Jemand anderes hat dieses Feld inzwischen geändert.', status: 409, data: saved(7, 'Von Anna') } });
    const { user } = renderTitle();
    const box = screen.getByRole('textbox', { name: 'Titel' });
    box.textContent = 'Von Ben';
    await user.click(box);
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Andere übernehmen' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(dataPosts(api)).toHaveLength(1);
    expect(window.localStorage.getItem(titleDraft)).toBeNull();
  });
});
