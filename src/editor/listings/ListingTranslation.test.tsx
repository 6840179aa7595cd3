// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@/shared/schemas/listings';
import { forgetTranslationProvider } from '../languages/use-translation-provider';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { ListingsPanel } from './ListingsPanel';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

beforeEach(forgetTranslationProvider);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '7a1c2b9e-3d4a-4c5b-8e7f-0000000000d1';
const JOB: Listing = {
  id: ID,
  kind: 'job',
  status: 'draft',
  machineTranslated: [],
  version: 2,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-02T08:00:00Z',
  publishedAt: null,
  title: { de: 'Augenoptiker/in' },
  description: {},
  workQuota: '80 %',
  validThrough: null,
  costCents: null,
  options: { toBePickedUp: false, subjectToPostage: false, askingPrice: false },
  category: null,
  direction: 'offering',
  branchId: null,
  staffMemberId: null,
  imageIds: [],
};
const TRANSLATED: Listing = { ...JOB, version: 3, machineTranslated: ['fr'], title: { de: 'Augenoptiker/in', fr: 'Opticien/ne' } };
const BUTTON = 'Aus Deutsch übersetzen (KI)';
type Answer = { data?: unknown; error?: string; status?: number };

function answers(extra: Record<string, Answer> = {}, provider: string | null = 'deepl', job: Listing = JOB) {
  return {
    'GET /listings': { data: { listings: [job] } },
    'GET /business': { data: { version: 1, profile: { companyName: 'Optik Muster', branches: [], staff: [] } } },
    'GET /translation/provider': { data: { provider } },
    ...extra,
  };
}

/** Holds the translate call until `release()`, so the busy state can be seen. */
function holdTranslation() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/translate')) await gate;
    return inner(input, init);
  });
  return () => release();
}

async function openJob() {
  const view = renderInEditor(<ListingsPanel open onOpenChange={() => undefined} />);
  await view.user.click(await screen.findByRole('button', { name: '«Augenoptiker/in» bearbeiten' }));
  return view;
}

describe('machine translation in the listing form', () => {
  it('is offered in the other languages of a saved listing only when a translation service is set up', async () => {
    stubApi(answers({}, null));
    const { user, unmount } = await openJob();
    await user.click(screen.getByRole('tab', { name: /Französisch/ }));
    expect(screen.getByLabelText('Titel (Französisch)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    unmount();

    forgetTranslationProvider();
    stubApi(answers());
    const second = await openJob();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    await second.user.click(screen.getByRole('tab', { name: /Französisch/ }));
    expect(await screen.findByRole('button', { name: BUTTON })).toBeTruthy();
    // A new listing is not stored yet: there is nothing on the server to translate.
    await second.user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    await second.user.click(screen.getByRole('button', { name: 'Neue Stelle' }));
    await second.user.click(screen.getByRole('tab', { name: /Französisch/ }));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('shows a busy button while translating, then the French texts marked as machine translated', async () => {
    const api = stubApi(answers({ [`POST /listings/${ID}/translate`]: { data: TRANSLATED } }));
    const release = holdTranslation();
    const { user } = await openJob();
    await user.click(screen.getByRole('tab', { name: /Französisch/ }));
    const button = await screen.findByRole('button', { name: BUTTON });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(screen.getByLabelText('Titel (Französisch)')).toHaveProperty('value', 'Opticien/ne'));
    expect(screen.getByText(/Maschinell übersetzt/)).toBeTruthy();
    expect(await screen.findByText('Übersetzt – bitte prüfen')).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBeNull();
    // Nothing had changed: no save before the translation.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([{ path: `/listings/${ID}/translate`, method: 'POST', body: { locale: 'fr' } }]);
  });

  it('saves unsaved changes first, then translates what was saved', async () => {
    const saved = { ...JOB, version: 3, title: { de: 'Augenoptiker/in 80 %' } };
    const api = stubApi(
      answers({
        [`PUT /listings/${ID}`]: { data: saved },
        [`POST /listings/${ID}/translate`]: { data: { ...saved, version: 4, machineTranslated: ['fr'], title: { ...saved.title, fr: 'Opticien/ne 80 %' } } },
      }),
    );
    const { user } = await openJob();
    await user.type(screen.getByLabelText('Titel (Deutsch)'), ' 80 %');
    await user.click(screen.getByRole('tab', { name: /Französisch/ }));
    expect(screen.getByText('Ihre ungespeicherten Änderungen werden zuerst gespeichert.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: BUTTON }));
    await waitFor(() => expect(screen.getByLabelText('Titel (Französisch)')).toHaveProperty('value', 'Opticien/ne 80 %'));
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /listings/${ID}`, `POST /listings/${ID}/translate`]);
    expect(writes[0]?.body).toEqual(expect.objectContaining({ version: 2, fields: expect.objectContaining({ title: { de: 'Augenoptiker/in 80 %' } }) }));
    await user.click(screen.getByRole('tab', { name: /Deutsch/ }));
    expect(screen.getByLabelText('Titel (Deutsch)')).toHaveProperty('value', 'Augenoptiker/in 80 %');
  });

  it('asks before replacing a French title, and keeps what was typed when the translation fails', async () => {
    const api = stubApi(
      answers(
        {
          [`PUT /listings/${ID}`]: { data: { ...JOB, version: 3, title: { de: 'Augenoptiker/in', fr: 'Opticien (à revoir)' } } },
          [`POST /listings/${ID}/translate`]: {
            status: 503,
            error: 'Übersetzung fehlgeschlagen: Der Übersetzungsdienst ist nicht erreichbar. Nichts wurde geändert.',
          },
        },
        'deepl',
      ),
    );
    const { user } = await openJob();
    await user.click(screen.getByRole('tab', { name: /Französisch/ }));
    await user.type(screen.getByLabelText('Titel (Französisch)'), 'Opticien (à revoir)');
    await user.click(screen.getByRole('button', { name: BUTTON }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Texte auf Französisch ersetzen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: BUTTON }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Übersetzen und ersetzen' }));
    expect(await screen.findByText('Übersetzung fehlgeschlagen: Der Übersetzungsdienst ist nicht erreichbar. Nichts wurde geändert.')).toBeTruthy();
    expect(screen.getByLabelText('Titel (Französisch)')).toHaveProperty('value', 'Opticien (à revoir)');
    expect(screen.queryByText(/Maschinell übersetzt/)).toBeNull();
    expect(screen.getByRole('button', { name: BUTTON })).toHaveProperty('disabled', false);
  });

  it('keeps the form when a colleague saved meanwhile, and the next save claims the version stored now', async () => {
    const theirs = { ...JOB, version: 5, workQuota: '100 %' };
    const api = stubApi(
      answers({
        [`POST /listings/${ID}/translate`]: {
          status: 409,
          error: 'Jemand anderes hat diesen Eintrag inzwischen geändert. Bitte laden Sie ihn neu.',
          data: { listing: theirs },
        },
        [`PUT /listings/${ID}`]: { data: { ...theirs, version: 6 } },
      }),
    );
    const { user } = await openJob();
    await user.click(screen.getByRole('tab', { name: /Französisch/ }));
    await user.click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('Jemand anderes hat diesen Eintrag inzwischen geändert. Bitte laden Sie ihn neu.')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/listings?kind=job')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual(expect.objectContaining({ version: 5 })));
  });
});
