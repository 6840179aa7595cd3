// @vitest-environment happy-dom
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigation } from '../toolbar/testing';
import { openSettingsPanel as openPanel, stubSettings } from './testing';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

describe('settings panel', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1&settings=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns the bubble off when the triangle is turned on (and saves both in one go)', async () => {
    const { saved } = stubSettings({ appearance: { bubble: true } });
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Hintergrund-Overlay'));
    await user.click(within(panel).getByLabelText('Dreieck'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.appearance).toMatchObject({ triangle: true, bubble: false });
    await waitFor(() => expect((within(panel).getByLabelText('Blase') as HTMLInputElement).checked).toBe(false));
  });

  it('saves a text only when it changed, and shows a refusal at the field without saving', async () => {
    const { saved } = stubSettings({ footer: { useBusinessDataFromLookUp: false, phone: '044 111 22 33' } });
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Footer'));
    const phone = within(panel).getByLabelText('Telefon');
    await user.click(phone);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(saved()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, 'abc{Enter}');
    expect(await within(panel).findByText('Bitte eine gültige Telefonnummer eingeben.')).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('abc');
    expect(saved()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '044 555 66 77{Enter}');
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.footer.phone).toBe('044 555 66 77');
  });

  it('shows only the input of the chosen booking target', async () => {
    stubSettings({ bookingButton: { active: true, target: 'shore' } });
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Buchungsbutton'));
    expect(within(panel).getByLabelText('Firma im Buchungstool')).toBeTruthy();
    expect(within(panel).queryByLabelText('URL')).toBeNull();
    await user.selectOptions(within(panel).getByLabelText('Ziel'), 'url');
    expect(await within(panel).findByLabelText('URL')).toBeTruthy();
    expect(within(panel).queryByLabelText('Firma im Buchungstool')).toBeNull();
  });
});
