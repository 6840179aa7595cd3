// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../shared/i18n/catalogues';
import { CONTACT_THEMES } from '../../../shared/schemas/forms/contact-form';
import { FORM_MESSAGE_KEYS } from '../../../shared/schemas/forms/form-messages';
import { ContactForm } from '../../contact-form/ContactForm.client';
import { SponsorForm } from '../../aspect-sponsor-form/SponsorForm.client';
import { type FormsT, formMessageText, formsTranslator } from './forms-text';
import { stubFormApi } from './testing';

const GROUP_ID = '5a0c3e1d-3333-4333-8333-000000000011';
const german = formsTranslator('de', messagesFor('de', 'forms'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as the control's accessible name starts (required fields add " *"). */
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each([
  { locale: 'es' as const, vorname: 'Nombre', submit: 'Enviar solicitud', required: 'Introduzca su nombre.' },
  { locale: 'it' as const, vorname: 'Nome', submit: 'Invia la richiesta', required: 'Inserisca il Suo nome.' },
])('the public forms in $locale', { timeout: 30_000 }, ({ locale, vorname, submit, required }) => {
  const t: FormsT = formsTranslator(locale, messagesFor(locale, 'forms'));
  /** The text in this language, after checking it is not the German one. */
  const own = (text: string, germanText: string) => {
    expect(text, `"${text}" is still German`).not.toBe(germanText);
    return text;
  };
  const message = (key: (typeof FORM_MESSAGE_KEYS)[number]) => own(formMessageText(t, key), formMessageText(german, key));

  it('has its own sentence for every validation and submission message', () => {
    for (const key of FORM_MESSAGE_KEYS) {
      if (key === 'spamDetected') continue; // the spec's literal 'Spam detected', the same everywhere
      message(key);
    }
  });

  it('labels the contact form, shows each browser-side message and the button states', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubFormApi({ status: 201 });
    api.holdAnswers();
    render(<ContactForm groupId={GROUP_ID} locale={locale} themes={CONTACT_THEMES} messages={messagesFor(locale, 'forms')} preview={false} />);
    expect(screen.getByLabelText(named(vorname))).toBeTruthy();
    for (const key of [
      'vorname',
      'nachname',
      'dateOfBirth',
      'strasse',
      'plz',
      'ort',
      'telefon',
      'bevorzugterTermin',
      'bevorzugteUhrzeit',
      'fragenAnmerkungen',
    ] as const) {
      expect(screen.getByLabelText(named(own(t(`contact.${key}`), german(`contact.${key}`))))).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: named(own(t('contact.anrede'), german('contact.anrede'))) })).toBeTruthy();
    expect(screen.getByRole('radio', { name: own(t('contact.salutations.frau'), german('contact.salutations.frau')) })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: own(t('contact.themeLabels.brillenberatung'), german('contact.themeLabels.brillenberatung')) })).toBeTruthy();
    expect(screen.getByText(own(t('requiredNote'), german('requiredNote')))).toBeTruthy();
    const button = () => screen.getByRole('button') as HTMLButtonElement;
    expect(button().textContent).toBe(own(t('contact.submit'), german('contact.submit')));
    expect(button().textContent).toBe(submit);

    await user.type(screen.getByLabelText(named(t('contact.bevorzugterTermin'))), '2000-01-01');
    await user.click(button());
    expect(describedText(screen.getByLabelText(named(vorname)))).toBe(required);
    const fieldMessages = {
      vorname: 'vornameRequired',
      nachname: 'nachnameRequired',
      plz: 'plzRequired',
      email: 'emailInvalid',
      telefon: 'telefonRequired',
      bevorzugterTermin: 'dateInvalid',
      bevorzugteUhrzeit: 'bevorzugteUhrzeitRequired',
    } as const;
    for (const [field, key] of Object.entries(fieldMessages)) {
      expect(describedText(screen.getByLabelText(named(t(`contact.${field as keyof typeof fieldMessages}`)))), field).toBe(message(key));
    }
    for (const key of ['anredeRequired', 'existingCustomerRequired', 'themesRequired'] as const) expect(screen.getByText(message(key))).toBeTruthy();

    await user.clear(screen.getByLabelText(named(t('contact.bevorzugterTermin'))));
    await user.click(button());
    expect(describedText(screen.getByLabelText(named(t('contact.bevorzugterTermin'))))).toBe(message('bevorzugterTerminRequired'));
    await user.click(screen.getByLabelText(named(vorname)));
    await user.paste('x'.repeat(101));
    await user.click(button());
    expect(describedText(screen.getByLabelText(named(vorname)))).toBe(message('tooLong'));

    await user.clear(screen.getByLabelText(named(vorname)));
    await user.click(screen.getByRole('radio', { name: t('contact.salutations.frau') }));
    await user.type(screen.getByLabelText(named(vorname)), 'Ana');
    await user.type(screen.getByLabelText(named(t('contact.nachname'))), 'López');
    await user.type(screen.getByLabelText(named(t('contact.plz'))), '8400');
    await user.type(screen.getByLabelText(named(t('contact.email'))), 'ana@example.ch');
    await user.type(screen.getByLabelText(named(t('contact.telefon'))), '052 123 45 67');
    await user.click(screen.getByRole('radio', { name: t('contact.answers.nein') }));
    await user.click(screen.getByRole('checkbox', { name: t('contact.themeLabels.sonstiges') }));
    await user.type(screen.getByLabelText(named(t('contact.bevorzugterTermin'))), '2099-03-14');
    await user.selectOptions(screen.getByLabelText(named(t('contact.bevorzugteUhrzeit'))), '10:30');
    await user.click(button());
    expect(button().textContent).toBe(own(t('buttons.loading'), german('buttons.loading')));
    await act(async () => api.release());
    expect(await screen.findByText(own(t('contact.sentNotice'), german('contact.sentNotice')))).toBeTruthy();
    expect(button().textContent).toBe(own(t('buttons.sent'), german('buttons.sent')));
    expect(api.bodies[0]).toMatchObject({ lang: locale, vorname: 'Ana' });
  });

  it('shows the failure state and the generic sentence when the network fails', async () => {
    const user = userEvent.setup({ delay: null });
    stubFormApi('network-error');
    render(<SponsorForm groupId={GROUP_ID} locale={locale} booked={[]} bookingClosed={false} messages={messagesFor(locale, 'forms')} preview={false} />);
    await user.type(screen.getByLabelText(named(t('sponsor.company'))), 'Óptica SA');
    await user.type(screen.getByLabelText(named(t('sponsor.contactName'))), 'Ana López');
    await user.type(screen.getByLabelText(named(t('sponsor.phone'))), '044 000 00 00');
    await user.type(screen.getByLabelText(named(t('sponsor.email'))), 'ana@optica.ch');
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText(message('submitFailed'))).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe(own(t('buttons.error'), german('buttons.error')));
  });

  it('labels the sponsor form with prices in CHF and shows its messages, the booked and the closed state', async () => {
    const user = userEvent.setup({ delay: null });
    stubFormApi({ status: 201 });
    const view = render(
      <SponsorForm
        groupId={GROUP_ID}
        locale={locale}
        booked={['hauptsponsor']}
        bookingClosed={false}
        messages={messagesFor(locale, 'forms')}
        preview={false}
      />,
    );
    const main = screen.getByRole('checkbox', { name: named(own(t('sponsor.optionLabels.hauptsponsor'), german('sponsor.optionLabels.hauptsponsor'))) });
    expect(main.closest('label')?.textContent).toContain(own(t('sponsor.fullyBooked'), german('sponsor.fullyBooked')));
    expect(main.closest('label')?.textContent).toContain(t('sponsor.price', { amount: 29_000 }));
    expect(document.querySelector('output')?.textContent).toBe(t('sponsor.price', { amount: 0 }));
    expect(
      screen.getByText(own(t('sponsor.perPerson', { price: 300 }), german('sponsor.perPerson', { price: 300 })), { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe(own(t('sponsor.submit'), german('sponsor.submit')));

    const persons = screen.getByLabelText(new RegExp(`^${escapeRegExp(own(t('sponsor.numberOfPersons'), german('sponsor.numberOfPersons')))}$`));
    await user.clear(persons);
    await user.type(persons, '-1');
    await user.click(screen.getByRole('button'));
    expect(describedText(persons)).toContain(message('personsCount'));
    await user.clear(persons);
    await user.type(persons, '2');
    await user.click(screen.getByRole('button'));
    expect(describedText(screen.getByLabelText(named(t('sponsor.personsNames'))))).toContain(message('personsNames'));
    const contactMessages = { company: 'companyRequired', contactName: 'nameRequired', phone: 'phoneFormat', email: 'emailFormat' } as const;
    for (const [field, key] of Object.entries(contactMessages)) {
      expect(describedText(screen.getByLabelText(named(t(`sponsor.${field as keyof typeof contactMessages}`)))), field).toBe(message(key));
    }

    view.rerender(<SponsorForm groupId={GROUP_ID} locale={locale} booked={[]} bookingClosed messages={messagesFor(locale, 'forms')} preview={false} />);
    expect(screen.getByRole('button').textContent).toBe(own(t('sponsor.bookingClosed'), german('sponsor.bookingClosed')));
  });

  it('shows the edit-mode hint in the page language', () => {
    stubFormApi({ status: 201 });
    render(<ContactForm groupId={GROUP_ID} locale={locale} themes={['sonstiges']} messages={messagesFor(locale, 'forms')} preview />);
    expect(screen.getByText(own(t('editHint'), german('editHint')))).toBeTruthy();
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
