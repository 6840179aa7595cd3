// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormSubmissionPage, FormSubmissionSummary } from '@/shared/schemas/forms/inbox';
import { renderInEditor, stubApi } from '../toolbar/testing';
import { InboxButton } from './InboxButton';

vi.mock('next/navigation', async () => (await import('../toolbar/navigation-mock')).navigationMock);

const contact: FormSubmissionSummary = {
  id: '7b0c3e1d-1111-4111-8111-000000000001',
  kind: 'contact',
  createdAt: '2026-03-12T13:05:00.000Z',
  locale: 'de',
  name: 'Anna Muster',
  email: 'anna@example.ch',
  values: {
    anrede: 'frau',
    vorname: 'Anna',
    nachname: 'Muster',
    themes: ['brillenberatung', 'sonstiges'],
    existingCustomer: 'nein',
    fragenAnmerkungen: '<b>fett?</b> nein',
    website: '',
  },
  mails: [
    {
      id: '7b0c3e1d-2222-4222-8222-000000000001',
      recipient: 'business',
      to: 'info@optik-muster.ch',
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: '2026-03-12T13:05:02.000Z',
    },
    {
      id: '7b0c3e1d-2222-4222-8222-000000000002',
      recipient: 'visitor',
      to: 'anna@example.ch',
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      sentAt: null,
    },
  ],
};
const sponsor: FormSubmissionSummary = {
  id: '7b0c3e1d-1111-4111-8111-000000000002',
  kind: 'sponsor',
  createdAt: '2026-03-11T08:00:00.000Z',
  locale: 'fr',
  name: 'Petra Beispiel (Linsen AG)',
  email: 'petra@linsen.ch',
  values: { hauptsponsor: true, stehlunch: false, numberOfPersons: 2, company: 'Linsen AG' },
  mails: [
    {
      id: '7b0c3e1d-2222-4222-8222-000000000003',
      recipient: 'business',
      to: 'info@optik-muster.ch',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    },
  ],
};

const pageOf = (items: FormSubmissionSummary[], total = items.length, page = 1): FormSubmissionPage => ({ items, total, page, pageSize: 25 });

async function openInbox(data: FormSubmissionPage | (() => FormSubmissionPage), environment = {}) {
  const api = stubApi({ 'GET /forms/submissions': typeof data === 'function' ? () => ({ data: data() }) : { data } });
  const view = renderInEditor(<InboxButton />, environment);
  await view.user.click(screen.getByRole('button', { name: 'Anfragen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anfragen' });
  return { ...view, api, dialog };
}

const submissionsCalls = (calls: { path: string; method: string }[]) =>
  calls.filter((call) => call.path.startsWith('/forms/submissions')).map((call) => call.path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('form inbox', () => {
  it('lists the submissions with date, form, name, e-mail and the state of each e-mail', async () => {
    const { dialog, api } = await openInbox(pageOf([contact, sponsor]));
    const items = await within(dialog).findAllByRole('listitem', { name: '' });
    const cards = items.filter((item) => item.hasAttribute('data-submission'));
    expect(cards.map((card) => card.getAttribute('data-submission'))).toEqual([contact.id, sponsor.id]);
    const first = cards[0] as HTMLElement;
    expect(first.textContent).toContain('Anna Muster');
    expect(first.textContent).toContain('Kontakt');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(contact.createdAt);
    expect(first.querySelector('time')?.textContent).toMatch(/2026/);
    expect(first.querySelector('[data-mail-status="sent"]')?.textContent).toBe('gesendet');
    expect(first.querySelector('[data-mail-status="failed"]')?.textContent).toBe('fehlgeschlagen');
    expect(first.textContent).toContain('5 Versuche');
    expect(first.textContent).toContain('Letzter Fehler: 550 mailbox unavailable');
    expect((cards[1] as HTMLElement).querySelector('[data-mail-status="pending"]')?.textContent).toBe('ausstehend');
    expect(submissionsCalls(api.calls)).toEqual(['/forms/submissions?page=1']);
  });

  it('shows the values in words, as text and never as HTML, without the honeypot', async () => {
    const { dialog, user } = await openInbox(pageOf([contact, sponsor]));
    const [contactCard, sponsorCard] = (await within(dialog).findAllByText('Angaben anzeigen')).map((summary) => summary.closest('li') as HTMLElement);
    await user.click(within(contactCard as HTMLElement).getByText('Angaben anzeigen'));
    const details = (contactCard as HTMLElement).querySelector('dl') as HTMLElement;
    expect(details.textContent).toContain('AnredeFrau');
    expect(details.textContent).toContain('Worum geht es?Brillenberatung, Sonstiges');
    expect(details.textContent).toContain('<b>fett?</b> nein');
    expect(details.querySelector('b')).toBeNull();
    expect(details.textContent).not.toContain('Website');
    expect((sponsorCard as HTMLElement).querySelector('dl')?.textContent).toContain('HauptsponsorJa');
    expect((sponsorCard as HTMLElement).querySelector('dl')?.textContent).toContain('Anzahl Personen2');
  });

  it('says so when there is nothing yet', async () => {
    const { dialog } = await openInbox(pageOf([]));
    expect(await within(dialog).findByText('Noch keine Anfragen.')).toBeTruthy();
  });

  it('pages by 25 and filters by form; the CSV link follows the filter', async () => {
    const { dialog, api, user } = await openInbox(pageOf([contact], 30));
    expect(await within(dialog).findByText(/Seite 1 von 2 · 30 Anfragen/)).toBeTruthy();
    const previous = within(dialog).getByRole('button', { name: 'Vorherige Seite' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Nächste Seite' }));
    expect(await within(dialog).findByText(/Seite 2 von 2/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Nächste Seite' }) as HTMLButtonElement).disabled).toBe(true);

    const csv = within(dialog).getByRole('link', { name: 'CSV exportieren' });
    expect(csv.getAttribute('href')).toBe('/api/v1/forms/submissions.csv');
    await user.selectOptions(within(dialog).getByLabelText('Formular'), 'sponsor');
    expect(csv.getAttribute('href')).toBe('/api/v1/forms/submissions.csv?kind=sponsor');
    await within(dialog).findByText(/Seite 1 von 2/);
    expect(submissionsCalls(api.calls)).toEqual(['/forms/submissions?page=1', '/forms/submissions?page=2', '/forms/submissions?page=1&kind=sponsor']);
  });

  it('reports a failed load and tries again on request', async () => {
    let fail = true;
    const api = stubApi({ 'GET /forms/submissions': () => (fail ? { status: 403, error: 'Kein Zugriff' } : { data: pageOf([]) }) });
    const { user } = renderInEditor(<InboxButton />);
    await user.click(screen.getByRole('button', { name: 'Anfragen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Anfragen konnten nicht geladen werden. Kein Zugriff');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Anfragen.')).toBeTruthy();
    expect(submissionsCalls(api.calls)).toHaveLength(2);
  });

  it('speaks French to a French editor', async () => {
    stubApi({ 'GET /forms/submissions': { data: pageOf([sponsor]) } });
    const { user } = renderInEditor(<InboxButton />, { editorLanguage: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Demandes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demandes' });
    expect(await within(dialog).findByText('en attente')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Exporter en CSV' })).toBeTruthy();
    await user.click(within(dialog).getByText('Afficher les données'));
    expect(dialog.querySelector('dl')?.textContent).toContain('Sponsor principalOui');
  });

  it('closes with Escape and gives focus back to the toolbar button', async () => {
    const { user } = await openInbox(pageOf([]));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anfragen' }));
  });
  it('queues a failed mail again and reloads the list', async () => {
    const failedId = '7b0c3e1d-2222-4222-8222-000000000002';
    let resent = false;
    const api = stubApi({
      'GET /forms/submissions': () => ({
        data: pageOf([{ ...contact, mails: contact.mails.map((mail) => (mail.id === failedId && resent ? { ...mail, status: 'pending' as const } : mail)) }]),
      }),
      'POST /forms/mails/retry': () => {
        resent = true;
        return { data: { id: failedId } };
      },
    });
    const view = renderInEditor(<InboxButton />);
    await view.user.click(screen.getByRole('button', { name: 'Anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfragen' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Erneut senden' }));
    expect(api.posts().map((call) => [call.path, call.body])).toEqual([['/forms/mails/retry', { id: failedId }]]);
    await within(dialog).findByText('ausstehend');
    expect(within(dialog).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    expect(await screen.findByText('Die E-Mail wird erneut gesendet.')).toBeTruthy();
  });
});
