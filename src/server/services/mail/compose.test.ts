import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../../shared/i18n/catalogues';
import { composeBusinessNotification } from './compose-business-notification';
import { composeVisitorConfirmation } from './compose-visitor-confirmation';
import type { StoredContactValues, StoredSponsorValues } from './form-value-rows';

const contact: StoredContactValues = {
  anrede: 'frau',
  vorname: 'Anna',
  nachname: 'Muster',
  dateOfBirth: '',
  strasse: '',
  plz: '8001',
  ort: 'Zürich',
  email: 'anna@example.ch',
  telefon: '044 123 45 67',
  existingCustomer: 'ja',
  themes: ['brillenglasbestimmung', 'myopieManagement'],
  bevorzugterTermin: '2026-03-02',
  bevorzugteUhrzeit: '10:00',
  fragenAnmerkungen: '<script>alert(1)</script>\nZweite Zeile',
};

const sponsor: StoredSponsorValues = {
  hauptsponsor: true,
  standprasenz6m: false,
  standprasenz9m: false,
  stehlunch: true,
  stehlunch2: false,
  nachmittagpause: false,
  vormittagspause: false,
  numberOfPersons: 2,
  personsNames: 'Anna, Beat',
  aspectNumberOfPersons: 0,
  aspectPersonsNames: '',
  company: 'Optik AG',
  contactName: 'Beat Muster',
  phone: '044 123 45 67',
  email: 'beat@optik.ch',
};

describe('composeBusinessNotification', () => {
  it('lists the values in the business language and lets a reply reach the visitor', () => {
    const mail = composeBusinessNotification({
      form: { kind: 'contact', values: contact },
      to: 'info@optik.ch',
      locale: 'de',
      visitorLocale: 'fr',
      siteName: 'Optik',
    });
    expect(mail.to).toBe('info@optik.ch');
    expect(mail.replyTo).toEqual({ name: 'Anna Muster', address: 'anna@example.ch' });
    expect(mail.subject).toBe('Neue Terminanfrage von Anna Muster');
    expect(mail.text).toContain('Anrede: Frau');
    expect(mail.text).toContain('Themen: Brillenglasbestimmung, Myopie-Management');
    expect(mail.text).toContain('Bereits Kundin/Kunde: Ja');
    expect(mail.text).toContain('Sprache: fr');
    expect(mail.text).toContain('Fragen/Anmerkungen: <script>alert(1)</script>\n    Zweite Zeile');
    expect(mail.text).toContain('Wunschtermin: 02.03.2026');
  });

  it('escapes every value in the HTML part', () => {
    const mail = composeBusinessNotification({
      form: { kind: 'contact', values: contact },
      to: 'info@optik.ch',
      locale: 'de',
      visitorLocale: 'de',
      siteName: 'Optik <b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;<br>Zweite Zeile');
    expect(mail.html).toContain('Optik &#60;b&#62;');
  });

  it('names the chosen sponsor options, the persons and the total in CHF', () => {
    const mail = composeBusinessNotification({
      form: { kind: 'sponsor', values: sponsor },
      to: 'info@optik.ch',
      locale: 'de',
      visitorLocale: 'de',
      siteName: 'Optik',
    });
    expect(mail.subject).toBe('Neue Sponsoring-Anmeldung von Beat Muster (Optik AG)');
    expect(mail.text).toContain('Gewählte Optionen: Hauptsponsor, Stehlunch (1. Slot)');
    expect(mail.text).toContain('Anzahl Personen: 2');
    expect(mail.text).toContain('Namen der Personen: Anna, Beat');
    expect(mail.text).toContain("Total: CHF\u00a032'100");
  });
});

describe('composeVisitorConfirmation', () => {
  it('writes to the visitor in their language, signed with the company name', () => {
    const mail = composeVisitorConfirmation({ form: { kind: 'contact', values: contact }, locale: 'fr', companyName: 'Optique Muster' });
    expect(mail.to).toBe('anna@example.ch');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('Votre demande auprès de Optique Muster');
    expect(mail.text).toMatch(/^Bonjour\n\nMerci pour votre demande/);
    expect(mail.text).toContain('Thèmes: Détermination des verres, Gestion de la myopie');
    expect(mail.text).toContain('Meilleures salutations\nOptique Muster');
  });

  it('writes to an Italian visitor in Italian, not in the German of the catalogue source', () => {
    const mail = composeVisitorConfirmation({ form: { kind: 'contact', values: contact }, locale: 'it', companyName: 'Ottica Muster' });
    const [it, de] = [getTranslator('it', 'mail'), getTranslator('de', 'mail')];
    const italian = [
      [it('confirmation.contactSubject', { company: 'Ottica Muster' }), de('confirmation.contactSubject', { company: 'Ottica Muster' })],
      [it('confirmation.greeting'), de('confirmation.greeting')],
      [it('confirmation.contactBody'), de('confirmation.contactBody')],
      [it('confirmation.yourDetails'), de('confirmation.yourDetails')],
      [it('confirmation.closing', { company: 'Ottica Muster' }), de('confirmation.closing', { company: 'Ottica Muster' })],
      [it('confirmation.automatic'), de('confirmation.automatic')],
    ];
    for (const [text, german] of italian) {
      expect(text).not.toBe(german);
      expect(`${mail.subject}\n${mail.text}`).toContain(text);
      expect(`${mail.subject}\n${mail.text}`).not.toContain(german);
    }
    expect(mail.subject).toBe('La Sua richiesta presso Ottica Muster');
    expect(mail.text).toContain('Temi: Determinazione delle lenti, Gestione della miopia');
    expect(mail.text).toContain('Data desiderata: 2 mar 2026');
  });

  it('writes every site language from its own catalogue', () => {
    const subject = (locale: 'rm' | 'pt' | 'es' | 'sr') =>
      composeVisitorConfirmation({ form: { kind: 'sponsor', values: sponsor }, locale, companyName: 'X' }).subject;
    expect(subject('rm')).toBe('Vossa annunzia da sponsoring tar X');
    expect(subject('pt')).toBe('A sua inscrição de patrocínio em X');
    expect(subject('es')).toBe('Su inscripción de patrocinio en X');
    expect(subject('sr')).toBe('Vaša sponzorska prijava firmi X');
    const spanish = composeVisitorConfirmation({ form: { kind: 'sponsor', values: sponsor }, locale: 'es', companyName: 'X' }).text;
    expect(spanish).toMatch(/Total: 32\.100\sCHF/);
    expect(spanish).toContain('Opciones elegidas: Patrocinador principal, Almuerzo de pie (1.er turno)');
  });

  it('strips line breaks from a company name before it reaches the subject', () => {
    const mail = composeVisitorConfirmation({ form: { kind: 'contact', values: contact }, locale: 'de', companyName: 'Optik\r\nBcc: victim@example.ch' });
    expect(mail.subject).toBe('Ihre Anfrage bei Optik Bcc: victim@example.ch');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('composeVisitorConfirmation carries nothing typed freely', () => {
  const typed = 'Klicken Sie https://evil.example/login';
  const hostile: StoredContactValues = {
    ...contact,
    vorname: typed,
    nachname: typed,
    strasse: typed,
    ort: typed,
    telefon: typed,
    fragenAnmerkungen: typed,
    bevorzugterTermin: typed,
    bevorzugteUhrzeit: typed,
  };

  it('repeats only the chosen themes and a real date and time of the contact form', () => {
    const mail = composeVisitorConfirmation({ form: { kind: 'contact', values: hostile }, locale: 'de', companyName: 'Optik' });
    expect(`${mail.subject}\n${mail.text}`).not.toContain('evil.example');
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain('Themen: Brillenglasbestimmung, Myopie-Management');
    const dated = composeVisitorConfirmation({ form: { kind: 'contact', values: contact }, locale: 'de', companyName: 'Optik' });
    expect(dated.text).toContain('Wunschtermin: 02.03.2026');
    expect(dated.text).toContain('Wunschzeit: 10:00');
    for (const freeText of ['Anna', 'Muster', '044 123 45 67', 'Zürich', 'Zweite Zeile', 'anna@example.ch']) expect(dated.text).not.toContain(freeText);
  });

  it('repeats the sponsor options, counts and total, never names, company or phone', () => {
    const mail = composeVisitorConfirmation({
      form: { kind: 'sponsor', values: { ...sponsor, personsNames: typed, company: typed, contactName: typed } },
      locale: 'de',
      companyName: 'Optik',
    });
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).not.toContain('044 123 45 67');
    expect(mail.text).toContain('Gewählte Optionen: Hauptsponsor, Stehlunch (1. Slot)');
    expect(mail.text).toContain("Total: CHF\u00a032'100");
  });
});
