// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionDefinition } from '@/shared/blocks/types';
import { groupSave, renderOptionEditor, stubSaveApi } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const columns: OptionDefinition = { type: 'number', default: 3, range: { min: 2, max: 5 } };
const gap: OptionDefinition = { type: 'number', default: 10 };
const background: OptionDefinition = { type: 'colorSwatches', default: 'primary' };
const title: OptionDefinition = { type: 'text', default: '' };

describe('number option', () => {
  it('clamps typed values to the range on blur and saves the clamped number', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { columns }, values: { columns: 3 } });
    const input = screen.getByRole('spinbutton', { name: 'columns' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input.value).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.map((call) => call.body)).toEqual([groupSave('columns', 5)]);
  });

  it('turns empty input into the minimum', async () => {
    const api = stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { columns }, values: { columns: 4 } });
    const input = screen.getByRole('spinbutton', { name: 'columns' });
    await user.clear(input);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual(groupSave('columns', 2));
  });

  it('steps by one with the buttons and stops at the bounds', async () => {
    stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { columns }, values: { columns: 4 } });
    const input = screen.getByRole('spinbutton', { name: 'columns' }) as HTMLInputElement;
    const plus = screen.getByRole('button', { name: 'Erhöhen' });
    await user.click(plus);
    expect(input.value).toBe('5');
    expect(plus).toHaveProperty('disabled', true);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Verringern' }));
    expect(input.value).toBe('2');
    expect(screen.getByRole('button', { name: 'Verringern' })).toHaveProperty('disabled', true);
  });

  it('has a minimum of 1 and no maximum without a range', async () => {
    const api = stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { gap }, values: { gap: 0 } });
    const input = screen.getByRole('spinbutton', { name: 'Abstand' }) as HTMLInputElement;
    expect(input.value).toBe('1');
    await user.clear(input);
    await user.type(input, '4000{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual(groupSave('gap', 4000));
  });
});

describe('colour swatches', () => {
  it('offers the theme palette and saves the chosen colour', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { background } });
    expect(screen.getAllByRole('radio').map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'Transparent',
      'Primär',
      'Sekundär',
      'Hintergrund',
      'Kopfzeile',
    ]);
    expect(screen.getByRole('radio', { name: 'Primär' }).className).toContain('var(--site-primary');
    await user.click(screen.getByRole('radio', { name: 'Sekundär' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(groupSave('background', 'secondary'));
  });

  it('clears the colour to null', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { background }, values: { background: 'header' } });
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(groupSave('background', null));
  });

  it('cannot clear a colour that is already cleared', () => {
    renderOptionEditor({ definitions: { background }, values: { background: null } });
    expect(screen.getByRole('button', { name: 'Entfernen' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('radio').every((swatch) => swatch.getAttribute('aria-checked') === 'false')).toBe(true);
  });
});

describe('text option', () => {
  it('saves only a changed value', async () => {
    const api = stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { title }, values: { title: 'Hallo' } });
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'title' }), ' Welt{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual(groupSave('title', 'Hallo Welt'));
  });
});
