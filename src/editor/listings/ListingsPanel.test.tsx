// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@/shared/schemas/listings';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { ListingsButton } from './ListingsButton';
import { ListingsPanel } from './ListingsPanel';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BRANCH = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000b1';
const STAFF = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000c1';
const ITEM: Listing = {
  id: '7a1c2b9e-3d4a-4c5b-8e7f-0000000000a1',
  kind: 'marketplace',
  status: 'draft',
  machineTranslated: ['fr'],
  version: 3,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
  publishedAt: null,
  title: { de: 'Lupe mit Licht', fr: 'Loupe avec lumière' },
  description: {},
  workQuota: '',
  validThrough: null,
  costCents: 4_500,
  options: { toBePickedUp: true, subjectToPostage: false, askingPrice: false },
  category: 'object',
  direction: 'offering',
  branchId: null,
  staffMemberId: null,
  imageIds: [],
};
const BUSINESS = {
  version: 1,
  profile: {
    companyName: 'Optik Muster',
    branches: [{ id: BRANCH, name: 'Hauptgeschäft', city: 'Bern' }],
    staff: [{ id: STAFF, firstName: 'Sandra', lastName: 'Keller' }],
  },
};
const answers = (listings: Listing[] = [ITEM]) => ({ 'GET /listings': { data: { listings } }, 'GET /business': { data: BUSINESS } });

function openPanel() {
  return renderInEditor(<ListingsPanel open onOpenChange={() => undefined} />);
}

describe('ListingsPanel', () => {
  it('lists the listings of the chosen tab with their status', async () => {
    const api = stubApi(answers());
    const { user } = openPanel();
    await user.click(screen.getByRole('tab', { name: 'Marktplatz' }));
    const list = await screen.findByRole('list', { name: 'Inserate' });
    expect(within(list).getByText('Lupe mit Licht')).toBeTruthy();
    expect(within(list).getByText('Entwurf')).toBeTruthy();
    expect(within(list).getByText(/CHF\s45\.00/)).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain('/listings?kind=marketplace');
  });

  it('names every problem next to its field and keeps what was typed', async () => {
    const api = stubApi(answers([]));
    const { user } = openPanel();
    await user.click(screen.getByRole('tab', { name: 'Marktplatz' }));
    await user.click(screen.getByRole('button', { name: 'Neues Inserat' }));
    await user.type(screen.getByLabelText('Preis in CHF'), '12,5,0');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte einen Titel in der Standardsprache (DE) eingeben.')).toBeTruthy();
    expect(screen.getByText(/Bitte einen Betrag wie 1290/)).toBeTruthy();
    expect(screen.getByText('Bitte eine Kategorie wählen.')).toBeTruthy();
    expect(screen.getByLabelText('Preis in CHF')).toHaveProperty('value', '12,5,0');
    expect(screen.getByLabelText('Titel (Deutsch)').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);
  });

  it('creates a marketplace item with its price in cents, category, kind and branch', async () => {
    const created = { ...ITEM, id: '7a1c2b9e-3d4a-4c5b-8e7f-0000000000a2', version: 1, title: { de: 'Ray-Ban Fassung' } };
    const api = stubApi({ ...answers([]), 'POST /listings': { data: created } });
    const { user } = openPanel();
    await user.click(screen.getByRole('tab', { name: 'Marktplatz' }));
    await user.click(screen.getByRole('button', { name: 'Neues Inserat' }));
    await user.type(screen.getByLabelText('Titel (Deutsch)'), 'Ray-Ban Fassung');
    await user.type(screen.getByLabelText('Preis in CHF'), "1'290.50");
    await user.click(screen.getByLabelText('Fassung'));
    await user.click(screen.getByLabelText('Gesuch'));
    await user.click(screen.getByLabelText('Verhandlungsbasis'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hauptgeschäft, Bern' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Filiale'), BRANCH);
    await user.selectOptions(screen.getByLabelText('Ansprechperson'), STAFF);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Entwurf erstellt');
    expect(api.posts()).toEqual([
      {
        path: '/listings',
        method: 'POST',
        body: {
          kind: 'marketplace',
          fields: expect.objectContaining({
            title: { de: 'Ray-Ban Fassung' },
            costCents: 129_050,
            category: 'frame',
            direction: 'searching',
            options: { toBePickedUp: false, subjectToPostage: false, askingPrice: true },
            branchId: BRANCH,
            staffMemberId: STAFF,
          }),
        },
      },
    ]);
  });

  it('saves an existing listing with its version and marks a machine translation', async () => {
    const api = stubApi({ ...answers(), 'PUT /listings/7a1c2b9e-3d4a-4c5b-8e7f-0000000000a1': { data: { ...ITEM, version: 4 } } });
    const { user } = openPanel();
    await user.click(screen.getByRole('tab', { name: 'Marktplatz' }));
    await user.click(await screen.findByRole('button', { name: '«Lupe mit Licht» bearbeiten' }));
    expect(screen.getByLabelText('Preis in CHF')).toHaveProperty('value', '45.00');
    await user.click(screen.getByRole('tab', { name: 'Französisch' }));
    expect(screen.getByText(/Maschinell übersetzt/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Gespeichert');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual(expect.objectContaining({ version: 3 }));
  });

  it('publishes from the menu, and deletes only after confirming', async () => {
    const id = ITEM.id;
    const api = stubApi({
      ...answers(),
      [`POST /listings/${id}/status`]: { data: { ...ITEM, status: 'published', version: 4 } },
      [`DELETE /listings/${id}`]: { data: { id } },
    });
    const { user } = openPanel();
    await user.click(screen.getByRole('tab', { name: 'Marktplatz' }));
    await user.click(await screen.findByRole('button', { name: 'Aktionen für «Lupe mit Licht»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Veröffentlichen' }));
    await screen.findByText('Veröffentlicht', { selector: 'li span' });
    expect(api.posts()).toEqual([{ path: `/listings/${id}/status`, method: 'POST', body: { version: 3, status: 'published' } }]);

    await user.click(screen.getByRole('button', { name: 'Aktionen für «Lupe mit Licht»' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: '«Lupe mit Licht» löschen?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));
    await screen.findByText('Noch keine Inserate.');
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/listings/${id}`]);
  });

  it('keeps an unsaved form when the panel is closed and opened again', async () => {
    stubApi(answers([]));
    const { user } = renderInEditor(<ListingsButton />);
    await user.click(screen.getByRole('button', { name: 'Stellen & Marktplatz' }));
    await user.click(await screen.findByRole('button', { name: 'Neue Stelle' }));
    await user.type(screen.getByLabelText('Titel (Deutsch)'), 'Augenoptiker/in 80 %');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Stellen & Marktplatz' }));
    expect(await screen.findByLabelText('Titel (Deutsch)')).toHaveProperty('value', 'Augenoptiker/in 80 %');
  });
});
