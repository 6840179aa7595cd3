// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '@/shared/permissions';
import { openSettingsPanel, stubSettings } from '../settings/testing';
import { renderInEditor, resetNavigation } from '../toolbar/testing';
import { SettingsPanel } from '../settings/SettingsPanel';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const TEAM = {
  members: [
    { userId: 'u-owner', name: 'Olivia Owner', email: 'olivia@example.ch', role: 'owner', lastSignInAt: '2026-11-27T09:30:00.000Z', self: true },
    { userId: 'u-admin', name: 'Adam Admin', email: 'adam@example.ch', role: 'admin', lastSignInAt: null, self: false },
  ],
  invitations: [
    {
      id: '5a0c3e1d-9999-4999-8999-000000000001',
      email: 'neu@example.ch',
      role: 'editor',
      sentAt: '2026-11-27T09:30:00.000Z',
      expiresAt: '2026-12-04T09:30:00.000Z',
      expired: false,
    },
  ],
  requireTwoFactor: false,
};

/** The team section inside the panel (the panel has other e-mail and role fields). */
const teamIn = (panel: HTMLElement) => panel.querySelector<HTMLElement>('[data-team-section]') as HTMLElement;

const asRole = (role: 'owner' | 'admin' | 'editor' | 'optician') => ({ member: { role, permissions: permissionsOf(role) } });

describe('Team & Zugänge', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1&settings=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists members and invitations when opened, and sends an invitation, refusing an invalid address at the field', async () => {
    const { api } = stubSettings({}, { 'GET /team': { data: TEAM }, 'POST /team/invitations': { data: { id: 'x' } } });
    const { user, panel } = await openSettingsPanel(asRole('owner'));
    expect(api.calls.some((call) => call.path === '/team')).toBe(false);
    await user.click(within(panel).getByText('Team & Zugänge'));
    const member = await within(panel).findByText('Olivia Owner');
    expect(member.textContent).toContain('(Sie)');
    expect(within(panel).getByText('Noch nie hier angemeldet')).toBeTruthy();
    expect(within(panel).getByText('neu@example.ch')).toBeTruthy();
    // Owners may hand out every role, the two-factor rule is theirs.
    expect(within(teamIn(panel)).getByLabelText('Rolle', { selector: 'select' }).textContent).toContain('Inhaber/in');
    expect(within(panel).getByLabelText('Zwei-Faktor für alle Mitglieder verlangen')).toBeTruthy();

    const team = teamIn(panel);
    await user.type(within(team).getByLabelText('E-Mail-Adresse'), 'kein-mail');
    await user.click(within(team).getByRole('button', { name: 'Einladung senden' }));
    expect(within(team).getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(within(team).getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
    await user.clear(within(team).getByLabelText('E-Mail-Adresse'));
    await user.type(within(team).getByLabelText('E-Mail-Adresse'), 'Rita@Example.ch');
    await user.click(within(team).getByRole('button', { name: 'Einladung senden' }));
    await waitFor(() =>
      expect(api.posts().map((call) => [call.path, call.body])).toEqual([['/team/invitations', { email: 'rita@example.ch', role: 'editor' }]]),
    );
  });

  it('shows an admin no owner role to give, no way to touch the owner, and no two-factor rule', async () => {
    stubSettings({}, { 'GET /team': { data: { ...TEAM, members: TEAM.members.map((entry) => ({ ...entry, self: entry.role === 'admin' })) } } });
    const { user, panel } = await openSettingsPanel(asRole('admin'));
    await user.click(within(panel).getByText('Team & Zugänge'));
    await within(panel).findByText('Olivia Owner');
    expect(within(panel).queryByRole('button', { name: 'Olivia Owner entfernen' })).toBeNull();
    expect(within(panel).queryByLabelText('Rolle von Olivia Owner')).toBeNull();
    expect(within(panel).getByLabelText('Rolle von Adam Admin').textContent).not.toContain('Inhaber/in');
    expect(within(panel).queryByLabelText('Zwei-Faktor für alle Mitglieder verlangen')).toBeNull();
  });

  it('gives an editor no team, languages or domains section', async () => {
    stubSettings({}, { 'GET /site/languages': { data: { locales: ['de', 'fr'], defaultLocale: 'de' } } });
    const { panel } = await openSettingsPanel(asRole('editor'));
    expect(within(panel).queryByText('Team & Zugänge')).toBeNull();
    expect(within(panel).queryByText('Sprachen')).toBeNull();
  });

  it('gives an optician the business profile and the editor language only, without loading the site settings', async () => {
    const { api } = stubSettings();
    renderInEditor(<SettingsPanel open onClose={() => undefined} />, asRole('optician'));
    const panel = await screen.findByRole('dialog', { name: 'Einstellungen' });
    await within(panel).findByText('Betrieb');
    expect(within(panel).queryByText('Footer')).toBeNull();
    expect(within(panel).queryByText('Team & Zugänge')).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/settings');
  });
});
