// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalogues';
import type { SponsorOption } from '../../shared/schemas/forms/sponsor-form';
import { stubFormApi } from '../_shared/forms/testing';
import { SPONSOR_RESET_MS, SponsorForm } from './SponsorForm.client';

const GROUP_ID = '5a0c3e1d-3333-4333-8333-000000000009';

function setup({ booked = [] as SponsorOption[], bookingClosed = false } = {}) {
  // Fake time also follows real time (happy-dom schedules its own work with setTimeout); the
  // tests jump it forward to step through the timed returns to idle.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const user = userEvent.setup({ delay: null });
  render(<SponsorForm groupId={GROUP_ID} locale="de" booked={booked} bookingClosed={bookingClosed} messages={messagesFor('de', 'forms')} preview={false} />);
  return user;
}

type User = ReturnType<typeof setup>;
const submitButton = () =>
  screen.getByRole('button', { name: /Verbindlich buchen|Wird gesendet|Gesendet|Senden fehlgeschlagen|Buchung geschlossen/ }) as HTMLButtonElement;
const total = () => document.querySelector('output')?.textContent;
/** An amount as the German page writes it: currency, no-break space, de-CH grouping. */
const chf = (amount: number) => `CHF\u00a0${new Intl.NumberFormat('de-CH').format(amount)}`;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function fillContact(user: User) {
  await user.type(screen.getByLabelText(/^Firma/), 'Linsen AG');
  await user.type(screen.getByLabelText(/^Kontaktperson/), 'Petra Beispiel');
  await user.type(screen.getByLabelText(/^Telefon/), '044 000 00 00');
  await user.type(screen.getByLabelText(/^E-Mail/), 'petra@linsen.ch');
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
describe('SponsorForm', { timeout: 20_000 }, () => {
  it('adds up the chosen options and persons in CHF as they change', async () => {
    stubFormApi({ status: 201 });
    const user = setup();
    expect(total()).toBe(chf(0));
    await user.click(screen.getByRole('checkbox', { name: /Hauptsponsor/ }));
    expect(total()).toBe(chf(29_000));
    await user.click(screen.getByRole('checkbox', { name: /Standpräsenz 6 m²/ }));
    expect(total()).toBe(chf(30_800));
    const persons = screen.getByLabelText(/^Anzahl Personen$/);
    await user.clear(persons);
    await user.type(persons, '2');
    await user.type(screen.getByLabelText(/^Anzahl Personen am aspect-Programm/), '{backspace}1');
    expect(total()).toBe(chf(30_800 + 600 + 399));
    await user.click(screen.getByRole('checkbox', { name: /Hauptsponsor/ }));
    expect(total()).toBe(chf(1_800 + 600 + 399));
  });

  it('keeps a booked option unchosen and out of the total', async () => {
    stubFormApi({ status: 201 });
    const user = setup({ booked: ['hauptsponsor'] });
    const main = screen.getByRole('checkbox', { name: /Hauptsponsor.*Ausgebucht/ }) as HTMLInputElement;
    expect(main.disabled).toBe(true);
    await user.click(main);
    expect(main.checked).toBe(false);
    expect(total()).toBe(chf(0));
    expect((screen.getByRole('checkbox', { name: /Vormittagspause/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('asks for the names once a persons count is above 0, and for the contact fields', async () => {
    const api = stubFormApi({ status: 201 });
    const user = setup();
    expect(screen.queryByLabelText(/^Namen der Personen$/)).toBeNull();
    const persons = screen.getByLabelText(/^Anzahl Personen$/);
    await user.clear(persons);
    await user.type(persons, '3');
    await user.click(submitButton());

    const names = screen.getByLabelText(/^Namen der Personen/);
    expect(names.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(names)).toContain('Bitte geben Sie die Namen der Personen ein.');
    expect(describedText(screen.getByLabelText(/^Firma/))).toBe('Bitte geben Sie Ihre Firma ein.');
    expect(describedText(screen.getByLabelText(/^Kontaktperson/))).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(describedText(screen.getByLabelText(/^Telefon/))).toBe('Bitte geben Sie eine gültige Telefonnummer ein.');
    expect(describedText(screen.getByLabelText(/^E-Mail/))).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(api.bodies).toHaveLength(0);
  });

  it('refuses a negative persons count with the persons-count message', async () => {
    stubFormApi({ status: 201 });
    const user = setup();
    const persons = screen.getByLabelText(/^Anzahl Personen$/);
    await user.clear(persons);
    await user.type(persons, '-1');
    await fillContact(user);
    await user.click(submitButton());
    expect(describedText(persons)).toContain('Bitte geben Sie eine Anzahl von 0 oder mehr ein.');
  });

  it('sends, shows sent and empties the form, then is idle again after 2 s', async () => {
    const api = stubFormApi({ status: 201 });
    api.holdAnswers();
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: /Stehlunch \(1\. Slot\)/ }));
    await fillContact(user);
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Wird gesendet …');
    expect(submitButton().disabled).toBe(true);

    await act(async () => api.release());
    expect(await screen.findByText(/Vielen Dank für Ihre Buchung/)).toBeTruthy();
    expect(submitButton().textContent).toBe('Gesendet');
    expect(total()).toBe(chf(0));
    expect((screen.getByLabelText(/^Firma/) as HTMLInputElement).value).toBe('');
    expect(api.paths).toEqual(['/api/v1/aspectSponsorForm']);
    expect(api.bodies[0]).toMatchObject({
      stehlunch: true,
      hauptsponsor: false,
      numberOfPersons: 0,
      company: 'Linsen AG',
      email: 'petra@linsen.ch',
      lang: 'de',
      groupId: GROUP_ID,
      website: '',
    });

    act(() => vi.advanceTimersByTime(SPONSOR_RESET_MS - 500));
    expect(submitButton().textContent).toBe('Gesendet');
    act(() => vi.advanceTimersByTime(500));
    expect(submitButton().textContent).toBe('Verbindlich buchen');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows the failure, then is idle again after 2 s with the values kept', async () => {
    stubFormApi({ status: 503, error: 'Senden fehlgeschlagen. Bitte versuchen Sie es erneut.' });
    const user = setup();
    await fillContact(user);
    await user.click(submitButton());
    expect(await screen.findByText('Senden fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeTruthy();
    expect(submitButton().textContent).toBe('Senden fehlgeschlagen');
    act(() => vi.advanceTimersByTime(SPONSOR_RESET_MS));
    expect(submitButton().textContent).toBe('Verbindlich buchen');
    expect((screen.getByLabelText(/^Firma/) as HTMLInputElement).value).toBe('Linsen AG');
  });

  it('cannot be sent while booking is closed', async () => {
    const api = stubFormApi({ status: 201 });
    const user = setup({ bookingClosed: true });
    await fillContact(user);
    expect(submitButton().textContent).toBe('Buchung geschlossen');
    expect(submitButton().disabled).toBe(true);
    await user.click(submitButton());
    expect(api.bodies).toHaveLength(0);
  });
});
