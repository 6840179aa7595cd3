// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import type { Locale } from '../../shared/locales';
import { CONTACT_THEMES, type ContactTheme } from '../../shared/schemas/forms/contact-form';
import { stubFormApi } from '../_shared/forms/testing';
import { CONTACT_ERROR_RESET_MS, ContactForm } from './ContactForm.client';

const GROUP_ID = '5a0c3e1d-3333-4333-8333-000000000004';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup({ locale = 'de' as Locale, themes = CONTACT_THEMES as readonly ContactTheme[] } = {}) {
  // Fake time also follows real time (happy-dom schedules its own work with setTimeout); the
  // tests jump it forward to step through the timed returns to idle.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const user = userEvent.setup({ delay: null });
  render(<ContactForm groupId={GROUP_ID} locale={locale} themes={themes} messages={messagesFor(locale, 'forms')} preview={false} />);
  return user;
}

type User = ReturnType<typeof setup>;
const submitButton = () => screen.getByRole('button', { name: /Anfrage senden|Wird gesendet|Gesendet|Senden fehlgeschlagen/ });

async function fillValid(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Frau' }));
  await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^Nachname/), 'Muster');
  await user.type(screen.getByLabelText(/^PLZ/), '8400');
  await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.ch');
  await user.type(screen.getByLabelText(/^Telefon/), '052 123 45 67');
  await user.click(screen.getByRole('radio', { name: 'Nein' }));
  await user.click(screen.getByRole('checkbox', { name: 'Brillenberatung' }));
  await user.type(screen.getByLabelText(/^Wunschdatum/), '2099-03-14');
  await user.selectOptions(screen.getByLabelText(/^Wunschzeit/), '10:30');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing through user-event is slow on a loaded machine; the timeout leaves room for it.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('shows the localized messages beside the invalid fields and focuses the first one', async () => {
    const api = stubFormApi({ status: 201 });
    const user = setup();
    await user.click(submitButton());

    const vorname = screen.getByLabelText(/^Vorname/);
    expect(vorname.getAttribute('aria-invalid')).toBe('true');
    const describedBy = vorname.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(document.getElementById(describedBy)?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('Bitte wählen Sie eine Anrede.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie mindestens ein Thema.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie einen Wunschtermin.')).toBeTruthy();
    // Optional fields stay quiet.
    expect(screen.getByLabelText(/^Ort/).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Frau' }));
    expect(api.bodies).toHaveLength(0);
  });

  it('names a bad e-mail address in French for a French page', async () => {
    stubFormApi({ status: 201 });
    const user = setup({ locale: 'fr' });
    await user.type(screen.getByLabelText(/^E-mail/), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const email = screen.getByLabelText(/^E-mail/);
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Veuillez saisir une adresse e-mail valide.');
  });

  it('offers only the given themes', () => {
    stubFormApi({ status: 201 });
    setup({ themes: ['sonstiges'] });
    const group = screen.getByRole('group', { name: /Worum geht es/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Sonstiges']);
  });

  it('sends once per fill-in: idle → loading → sent, then the form is empty and stays sent', async () => {
    const api = stubFormApi({ status: 201 });
    api.holdAnswers();
    const user = setup();
    await fillValid(user);
    await user.click(submitButton());

    expect(submitButton().textContent).toBe('Wird gesendet …');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => api.release());
    expect(await screen.findByText(/Ihre Anfrage ist bei uns eingegangen/)).toBeTruthy();
    expect(submitButton().textContent).toBe('Gesendet');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Brillenberatung' }) as HTMLInputElement).checked).toBe(false);

    expect(api.paths).toEqual(['/api/v1/contact']);
    expect(api.bodies[0]).toMatchObject({
      anrede: 'frau',
      vorname: 'Anna',
      email: 'anna@example.ch',
      existingCustomer: 'nein',
      themes: ['brillenberatung'],
      bevorzugterTermin: '2099-03-14',
      bevorzugteUhrzeit: '10:30',
      website: '',
      lang: 'de',
      groupId: GROUP_ID,
    });
    expect(api.bodies[0]?.submissionKey).toMatch(UUID);
    // Spec §4.1: the contact form stays sent.
    act(() => vi.advanceTimersByTime(10_000));
    expect(submitButton().textContent).toBe('Gesendet');
  });

  it('shows a failure for 3 s, then is idle again; the retry reuses the submission key', async () => {
    const api = stubFormApi({ status: 429, error: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.' }, { status: 201 });
    const user = setup();
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.');
    expect(submitButton().textContent).toBe('Senden fehlgeschlagen');
    act(() => vi.advanceTimersByTime(CONTACT_ERROR_RESET_MS - 500));
    expect(submitButton().textContent).toBe('Senden fehlgeschlagen');
    act(() => vi.advanceTimersByTime(500));
    expect(submitButton().textContent).toBe('Anfrage senden');

    await user.click(submitButton());
    expect(await screen.findByText('Gesendet')).toBeTruthy();
    expect(api.bodies).toHaveLength(2);
    expect(api.bodies[1]?.submissionKey).toBe(api.bodies[0]?.submissionKey);
  });

  it('a network failure gives the generic sentence', async () => {
    stubFormApi('network-error');
    const user = setup();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Senden fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeTruthy();
  });

  it("puts the server's field messages beside their fields", async () => {
    stubFormApi({ status: 400, error: 'Bitte prüfen Sie Ihre Angaben.', data: { fieldErrors: { plz: 'PLZ unbekannt.', nope: 'ignoriert' } } });
    const user = setup();
    await fillValid(user);
    await user.click(submitButton());
    const plz = screen.getByLabelText(/^PLZ/);
    expect(await screen.findByText('PLZ unbekannt.')).toBeTruthy();
    expect(plz.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(plz.getAttribute('aria-describedby') ?? '')?.textContent).toBe('PLZ unbekannt.');
    expect(document.activeElement).toBe(plz);
    expect(screen.queryByText('ignoriert')).toBeNull();
  });
});
