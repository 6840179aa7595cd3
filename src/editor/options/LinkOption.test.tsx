// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionDefinition } from '@/shared/blocks/types';
import { GROUP_ID, groupSave, PAGE_IDS, renderOptionEditor, stubSaveApi } from './test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link: OptionDefinition = { type: 'link', default: null };
const fieldTarget = { itemType: 'field', groupId: GROUP_ID, fieldId: null, slot: 'button1' } as const;

describe('link option', () => {
  it('switches the input with the type radio', async () => {
    stubSaveApi();
    const { user } = renderOptionEditor({ definitions: { link } });
    expect(screen.getByRole('radio', { name: 'URL' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'URL' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Telefon' }));
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'E-Mail' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Seite' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Navigation' })).toBeTruthy();
  });

  it('shows the validation error beneath the input and saves nothing', async () => {
    const api = stubSaveApi();
    const { user, onClose } = renderOptionEditor({ definitions: { link } });
    const input = screen.getByRole('textbox', { name: 'URL' });
    await user.type(input, 'optik.ch{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige URL ein');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Telefon' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '044-12{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige Telefonnummer ein');
    expect(api.calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a valid phone number with every link key, keeping the other targets', async () => {
    const api = stubSaveApi();
    const stored = { type: 'url', url: 'https://optik.ch', phone: null, email: 'info@optik.ch', page: null };
    const { user, onSaved } = renderOptionEditor({ definitions: { link }, values: { link: stored }, target: fieldTarget });
    expect((screen.getByRole('textbox', { name: 'URL' }) as HTMLInputElement).value).toBe('https://optik.ch');
    await user.click(screen.getByRole('radio', { name: 'Telefon' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '+41 44 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({
      itemType: 'field',
      linkId: null,
      groupId: GROUP_ID,
      slot: 'button1',
      data: { options: { link: { type: 'phone', url: 'https://optik.ch', phone: '+41 44 123 45 67', email: 'info@optik.ch', page: null } } },
      version: 2,
    });
  });

  it('saves a page as soon as it is picked', async () => {
    const api = stubSaveApi();
    const { user, onSaved } = renderOptionEditor({ definitions: { link } });
    await user.click(screen.getByRole('radio', { name: 'Seite' }));
    await user.click(screen.getByRole('button', { name: 'Sammlungen' }));
    await user.click(screen.getByRole('button', { name: 'Team' }));
    await user.click(screen.getByRole('button', { name: 'Anna Muster' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual(
      groupSave('link', { type: 'page', url: null, phone: null, email: null, page: { id: PAGE_IDS.anna, collection: 'team' } }),
    );
  });
});
