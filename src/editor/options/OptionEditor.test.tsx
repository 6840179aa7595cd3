// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionDefinition, OptionType } from '@/shared/blocks/types';
import { EditorEnvironmentProvider } from '@/editor/context';
import { OptionEditor } from './OptionEditor';
import { FIELD_ID, GROUP_ID, groupSave, makeEnvironment, renderOptionEditor, stubSaveApi } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const alignment: OptionDefinition = { type: 'alignment', default: 'left' };
const showButton: OptionDefinition = { type: 'checkbox', default: false };
const columns: OptionDefinition = { type: 'number', default: 3, range: { min: 1, max: 5 } };

describe('OptionEditor', () => {
  it('saves a choice with the exact payload, shows a spinner while in flight, then says saved and stays open', async () => {
    const api = stubSaveApi({ hold: true });
    const { user, onClose, onSaved } = renderOptionEditor({ definitions: { alignment } });
    expect(screen.getByRole('radiogroup', { name: 'Ausrichtung' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Links' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Rechts' }));

    expect(await screen.findByRole('status', { name: 'Wird gespeichert…' })).toBeTruthy();
    // The payload is checked against the shared schema, loaded lazily, before it is sent.
    await waitFor(() => expect(api.calls).toEqual([{ url: '/api/v1/data', method: 'POST', body: groupSave('alignment', 'right') }]));
    expect(onClose).not.toHaveBeenCalled();

    api.release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gespeichert'));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Rechts' }).getAttribute('aria-checked')).toBe('true');
  });

  it('addresses field options by field id, group and slot', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({
      definitions: { alignment },
      target: { itemType: 'field', groupId: GROUP_ID, fieldId: FIELD_ID, slot: 'button1' },
    });
    await user.click(screen.getByRole('radio', { name: 'Mitte' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({
      itemType: 'field',
      linkId: FIELD_ID,
      groupId: GROUP_ID,
      slot: 'button1',
      data: { options: { alignment: 'center' } },
      version: 2,
    });
  });

  it('saves a checkbox 100 ms after it is toggled', async () => {
    vi.useFakeTimers();
    const api = stubSaveApi();
    const { onSaved } = renderOptionEditor({ definitions: { showButton } });
    fireEvent.click(screen.getByRole('switch', { name: 'showButton' }));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    act(() => vi.advanceTimersByTime(99));
    expect(api.calls).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(api.calls.map((call) => call.body)).toEqual([groupSave('showButton', true)]);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('stays open after a switch, so the option that depends on it shows at once and is saved next', async () => {
    const api = stubSaveApi();
    // The contact box: the canton (for public holidays) matters only while opening hours show.
    const showOpeningHours: OptionDefinition = { type: 'checkbox', default: false };
    const canton: OptionDefinition = { type: 'text', default: '', displayConditions: [{ option: 'showOpeningHours', equals: true }] };
    const { user, onClose, onSaved } = renderOptionEditor({ definitions: { showOpeningHours, canton }, blockType: 'contact' });
    const cantonField = { name: 'Kanton für Feiertage (z. B. ZH)' };
    expect(screen.queryByRole('textbox', cantonField)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Öffnungszeiten anzeigen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const field = await screen.findByRole('textbox', cantonField);
    await user.type(field, 'ZH{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(api.calls.map((call) => call.body)).toEqual([groupSave('showOpeningHours', true), groupSave('canton', 'ZH')]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows options only while their display conditions hold, defaults included', async () => {
    const api = stubSaveApi({ hold: true, error: 'offline' });
    const buttonAlignment = { ...alignment, displayConditions: [{ option: 'showButton', equals: true }] };
    const wide = { ...alignment, displayConditions: [{ option: 'columns', operator: '>', value: 3 }] } as const;
    const { user } = renderOptionEditor({ definitions: { showButton, buttonAlignment, columns, wide }, values: { columns: 4 } });

    expect(screen.queryByRole('radiogroup', { name: 'buttonAlignment' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'wide' })).toBeTruthy();

    // The toggled value shows at once; it is put back when the save fails.
    await user.click(screen.getByRole('switch', { name: 'showButton' }));
    expect(await screen.findByRole('radiogroup', { name: 'buttonAlignment' })).toBeTruthy();
    api.release();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'buttonAlignment' })).toBeNull();
  });

  it('keeps the panel open with the error when the save fails', async () => {
    const api = stubSaveApi({ error: 'Invalid option key' });
    const { user, onClose, onSaved } = renderOptionEditor({ definitions: { alignment } });
    await user.click(screen.getByRole('radio', { name: 'Rechts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Speichern fehlgeschlagen: Invalid option key');
    expect(api.calls).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Links' }).getAttribute('aria-checked')).toBe('true');
  });

  it('renders "Unknown Option: {label}" for a type it does not know, the bulk uploader and a picker for media', () => {
    const size = { type: 'size' as OptionType, default: null };
    const bulk: OptionDefinition = { type: 'bulkUploader', default: null };
    const media: OptionDefinition = { type: 'media', default: null };
    renderOptionEditor({ definitions: { size, bulk, media } });
    expect(screen.getByText('Unknown Option: size')).toBeTruthy();
    expect(screen.getByText('bulk')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'bulk' })).toBeTruthy();
    expect(screen.getByText('0 Bilder')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bilder hochladen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'media' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bild wählen' })).toBeTruthy();
  });

  it('labels options and values in the editor language', () => {
    renderOptionEditor({ definitions: { alignment }, environment: { editorLanguage: 'fr' } });
    expect(screen.getByRole('radiogroup', { name: 'Alignement' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Droite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('offers game options and closes without saving from the close button', async () => {
    const api = stubSaveApi();
    const game: OptionDefinition = { type: 'gameOptions', default: 'start' };
    const onClose = vi.fn();
    render(
      <EditorEnvironmentProvider value={makeEnvironment()}>
        <OptionEditor target={{ itemType: 'group', groupId: GROUP_ID }} blockType="gameSetup" definitions={{ game }} values={{}} onClose={onClose} />
      </EditorEnvironmentProvider>,
    );
    const names = screen.getAllByRole('radio').map((radio) => radio.textContent);
    expect(names).toEqual(['Start', 'Spieler hinzufügen', 'Teilen', 'Gutschein']);
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});
