// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionDefinition } from '@/shared/blocks/types';
import { groupSave, renderOptionEditor, stubSaveApi } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route: OptionDefinition = { type: 'mapRoute', default: [] };
const poi: OptionDefinition = { type: 'poi', default: null };
const branches: OptionDefinition = { type: 'location', default: [] };
const booking: OptionDefinition = { type: 'bookingLink', default: null };

const BRANCHES = [
  { id: 'b1', name: 'Optik Zentrum', street: 'Bahnhofstrasse', streetNumber: '1', city: 'Zürich' },
  { id: 'b2', name: '', street: 'Seeweg', streetNumber: '', city: 'Luzern' },
];

describe('map route option', () => {
  it('shows the format error beneath the textarea and saves nothing', async () => {
    const api = stubSaveApi();
    const { user, onClose } = renderOptionEditor({ definitions: { route } });
    await user.type(screen.getByRole('textbox', { name: 'Route' }), 'somewhere');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Keine Route erkannt: Bitte mindestens zwei Koordinatenpaare einfügen (z. B. «47.3769, 8.5417»), als JSON-Array oder GeoJSON.',
    );
    expect(api.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves pasted lat,lng pairs as [longitude, latitude]', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { route } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Route' }), { target: { value: '47.3769, 8.5417\n47.3667, 8.5482' } });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(
      groupSave('route', [
        [8.5417, 47.3769],
        [8.5482, 47.3667],
      ]),
    );
  });

  it('clears the route when emptied', async () => {
    const api = stubSaveApi();
    const { user } = renderOptionEditor({
      definitions: { route },
      values: {
        route: [
          [8.5, 47.3],
          [8.6, 47.4],
        ],
      },
    });
    const textarea = screen.getByRole('textbox', { name: 'Route' }) as HTMLTextAreaElement;
    expect(textarea.value).toContain('[8.5, 47.3]');
    await user.clear(textarea);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual(groupSave('route', []));
  });
});

describe('POI option', () => {
  it('always shows two rows and saves free-text points with their icons', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { poi } });
    const rows = screen.getAllByRole('group', { name: /^Punkt \d$/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Punkt 1 entfernen' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Punkt hinzufügen' }));
    const third = screen.getByRole('group', { name: 'Punkt 3' });
    await user.type(within(third).getByRole('textbox', { name: 'Breitengrad' }), 'am See');
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Symbol' }), 'end');
    const first = screen.getByRole('group', { name: 'Punkt 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Längengrad' }), '8.54');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(
      groupSave('poi', {
        points: [
          { latitude: '', longitude: '8.54', icon: 'start' },
          { latitude: 'am See', longitude: '', icon: 'end' },
        ],
      }),
    );
  });
});

describe('location option', () => {
  it('says so when there are no branches', () => {
    renderOptionEditor({ definitions: { branches } });
    expect(screen.getByText('Keine Standorte verfügbar')).toBeTruthy();
  });

  it('saves the checked branch ids', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { branches }, values: { branches: ['b1'] }, branches: BRANCHES });
    expect(screen.getByRole('checkbox', { name: /Optik Zentrum/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: /Unbekannt/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(groupSave('branches', ['b1', 'b2']));
  });
});

describe('booking link option', () => {
  it('rejects a URL failing the second check with the url message', async () => {
    const api = stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { booking } });
    await user.type(screen.getByRole('textbox', { name: 'Buchungs-URL' }), 'https://user:pw@etermin.net{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige URL ein');
    expect(api.calls).toHaveLength(0);
  });

  it('saves the booking type and url', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { booking } });
    await user.click(screen.getByRole('radio', { name: 'Eingebettet (iframe)' }));
    await user.type(screen.getByRole('textbox', { name: 'Buchungs-URL' }), 'https://termine.optik.ch');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(groupSave('booking', { type: 'iframe', url: 'https://termine.optik.ch' }));
  });
});
