// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteDomains } from '@/shared/schemas/domains';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { DomainsSection } from './DomainsSection';

const target = { cname: 'webbox.ch', ipv4: '203.0.113.10', ipv6: null };
const platform = { host: 'optik.webbox.ch', kind: 'platform' as const, verified: true, primary: true, checkedAt: null, problem: null, found: [] };
const pending = {
  host: 'www.optik-muster.ch',
  kind: 'own' as const,
  verified: false,
  primary: false,
  checkedAt: '2026-11-27T10:00:00.000Z',
  problem: 'wrongTarget' as const,
  found: ['alter-anbieter.ch'],
};
const list = (...domains: TSiteDomains['domains']): TSiteDomains => ({ domains, target, max: 10 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Domains section', () => {
  it('shows each domain with its state, the last finding in words and the record to create', async () => {
    stubApi({ 'GET /site/domains': { data: list(platform, pending) } });
    const { container } = renderInEditor(<DomainsSection />);
    await screen.findByText('Wartet auf DNS');
    const row = container.querySelector<HTMLElement>('[data-domain="www.optik-muster.ch"]');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Wartet auf DNS')).toBeTruthy();
    expect(within(row).getByText('Die Domain zeigt noch auf alter-anbieter.ch statt auf diese Plattform.')).toBeTruthy();
    expect(row.querySelector('[data-dns-record="CNAME"] [data-dns-value]')?.textContent).toBe('webbox.ch');
    expect(within(row).getByRole('button', { name: 'Jetzt prüfen' })).toBeTruthy();
    const platformRow = container.querySelector<HTMLElement>('[data-domain="optik.webbox.ch"]');
    if (!platformRow) throw new Error('no row');
    expect(within(platformRow).getByText('Hauptdomain')).toBeTruthy();
    expect(within(platformRow).queryByRole('button', { name: 'Entfernen' })).toBeNull();
  });

  it('refuses a typo at the field without asking the server, then adds the domain', async () => {
    const api = stubApi({
      'GET /site/domains': { data: list(platform) },
      'POST /site/domains': { data: list(platform, { ...pending, checkedAt: null, problem: null, found: [] }) },
    });
    const { user } = renderInEditor(<DomainsSection />);
    const field = await screen.findByLabelText('Neue Domain');
    await user.type(field, 'www.optik-muster');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toContain('keine gültige Domain');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(api.posts()).toEqual([]);
    await user.clear(field);
    await user.type(field, 'www.optik-muster.ch');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(api.posts()).toEqual([{ path: '/site/domains', method: 'POST', body: { host: 'www.optik-muster.ch' } }]));
    expect(await screen.findByText('Noch nicht geprüft. Legen Sie die DNS-Einträge an und klicken Sie dann auf «Jetzt prüfen».')).toBeTruthy();
  });

  it('is not there for members the routes refuse', async () => {
    stubApi({ 'GET /site/domains': { status: 403, error: 'Keine Berechtigung.' } });
    const { container } = renderInEditor(<DomainsSection />);
    await waitFor(() => expect(container.querySelector('details')).toBeNull());
  });
});
