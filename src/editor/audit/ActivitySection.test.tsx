// @vitest-environment happy-dom
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '@/shared/permissions';
import { openSettingsPanel, stubSettings } from '../settings/testing';
import { resetNavigation } from '../toolbar/testing';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const LOG = {
  events: [
    {
      id: '5a0c3e1d-9999-4999-8999-000000000001',
      at: '2026-11-27T09:30:00.000Z',
      action: 'domain.added',
      actorEmail: 'olivia@example.ch',
      ip: '198.51.100.1',
      details: { host: 'www.optik.ch' },
    },
    { id: '5a0c3e1d-9999-4999-8999-000000000002', at: '2026-11-27T09:00:00.000Z', action: 'site.suspended', actorEmail: null, ip: null, details: {} },
  ],
};

const asRole = (role: 'owner' | 'admin' | 'editor') => ({ member: { role, permissions: permissionsOf(role) } });

describe('Protokoll (the site activity)', () => {
  beforeEach(() => resetNavigation('/de/edit?toolbar=1&settings=1'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("loads the site's events when opened and lists them with who and what", async () => {
    const { api } = stubSettings({}, { 'GET /site/audit': { data: LOG } });
    const { user, panel } = await openSettingsPanel(asRole('admin'));
    expect(api.calls.some((call) => call.path === '/site/audit')).toBe(false);
    await user.click(within(panel).getByText('Protokoll'));
    const list = await within(panel).findByRole('list', { name: 'Ereignisse der Website' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-activity-row'))).toEqual(['domain.added', 'site.suspended']);
    expect(rows[0]?.textContent).toContain('Domain hinzugefügt');
    expect(rows[0]?.textContent).toContain('olivia@example.ch');
    expect(rows[0]?.textContent).toContain('host: www.optik.ch');
    expect(rows[1]?.textContent).toContain('System');
  });

  it('is not there for editors', async () => {
    stubSettings({}, {});
    const { panel } = await openSettingsPanel(asRole('editor'));
    expect(within(panel).queryByText('Protokoll')).toBeNull();
  });
});
