import { describe, expect, it } from 'vitest';
import { CONTACT_THEMES, type ContactFormInput, ZContactFormRequest, ZContactFormValues } from './contact-form';

const valid: ContactFormInput = {
  anrede: 'frau',
  vorname: 'Anna',
  nachname: 'Muster',
  plz: '8001',
  email: 'anna@example.ch',
  telefon: '044 123 45 67',
  existingCustomer: 'nein',
  themes: ['brillenglasbestimmung'],
  bevorzugterTermin: '2026-03-02',
  bevorzugteUhrzeit: '10:00',
};

/** The message key of the first issue on a field, or undefined when the field is fine. */
function errorOn(input: Record<string, unknown>, field: string): string | undefined {
  const result = ZContactFormValues.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('ZContactFormValues', () => {
  it('accepts a complete request and fills the optional fields with empty text', () => {
    const parsed = ZContactFormValues.parse(valid);
    expect(parsed).toMatchObject({ ...valid, dateOfBirth: '', strasse: '', ort: '', fragenAnmerkungen: '', website: '' });
  });

  it('trims text before checking it', () => {
    expect(ZContactFormValues.parse({ ...valid, vorname: '  Anna  ' }).vorname).toBe('Anna');
    expect(errorOn({ ...valid, vorname: '   ' }, 'vorname')).toBe('vornameRequired');
  });

  it.each([
    ['vorname', 'vornameRequired'],
    ['nachname', 'nachnameRequired'],
    ['plz', 'plzRequired'],
    ['telefon', 'telefonRequired'],
    ['bevorzugterTermin', 'bevorzugterTerminRequired'],
    ['bevorzugteUhrzeit', 'bevorzugteUhrzeitRequired'],
  ])('requires %s with its own message', (field, key) => {
    expect(errorOn({ ...valid, [field]: '' }, field)).toBe(key);
    const { [field]: _removed, ...missing } = valid as Record<string, unknown>;
    expect(errorOn(missing, field)).toBe(key);
  });

  it('allows only frau, herr or divers as anrede', () => {
    for (const anrede of ['frau', 'herr', 'divers']) expect(errorOn({ ...valid, anrede }, 'anrede')).toBeUndefined();
    expect(errorOn({ ...valid, anrede: 'dr' }, 'anrede')).toBe('anredeRequired');
    expect(errorOn({ ...valid, anrede: undefined }, 'anrede')).toBe('anredeRequired');
  });

  it('requires a valid e-mail address', () => {
    for (const email of ['', 'anna', 'anna@', 'anna @example.ch', 'anna@example.ch\r\nBcc: x@evil.test']) {
      expect(errorOn({ ...valid, email }, 'email')).toBe('emailInvalid');
    }
    expect(ZContactFormValues.parse({ ...valid, email: ' anna@example.ch ' }).email).toBe('anna@example.ch');
  });

  it('requires existingCustomer to be ja or nein', () => {
    expect(errorOn({ ...valid, existingCustomer: 'ja' }, 'existingCustomer')).toBeUndefined();
    expect(errorOn({ ...valid, existingCustomer: 'vielleicht' }, 'existingCustomer')).toBe('existingCustomerRequired');
  });

  it('requires at least one known theme', () => {
    expect(errorOn({ ...valid, themes: [] }, 'themes')).toBe('themesRequired');
    expect(errorOn({ ...valid, themes: undefined }, 'themes')).toBe('themesRequired');
    expect(errorOn({ ...valid, themes: ['haarschnitt'] }, 'themes')).toBe('themeUnavailable');
    expect(errorOn({ ...valid, themes: [...CONTACT_THEMES] }, 'themes')).toBeUndefined();
  });

  it('leaves dateOfBirth, strasse, ort and fragenAnmerkungen optional but checks them when given', () => {
    expect(
      errorOn({ ...valid, dateOfBirth: '1980-05-17', strasse: 'Bahnhofstrasse 1', ort: 'Zürich', fragenAnmerkungen: 'Bitte\nvormittags' }, 'dateOfBirth'),
    ).toBeUndefined();
    expect(errorOn({ ...valid, dateOfBirth: '17.05.1980' }, 'dateOfBirth')).toBe('dateInvalid');
    expect(errorOn({ ...valid, fragenAnmerkungen: 'x'.repeat(4001) }, 'fragenAnmerkungen')).toBe('tooLong');
  });

  it('refuses line breaks in single-line fields, so no value can inject a mail header', () => {
    for (const field of ['vorname', 'nachname', 'strasse', 'plz', 'ort', 'telefon', 'bevorzugterTermin', 'bevorzugteUhrzeit']) {
      expect(errorOn({ ...valid, [field]: 'A\r\nBcc:x' }, field)).toBe('lineBreaksNotAllowed');
      expect(errorOn({ ...valid, [field]: 'A\nB' }, field)).toBe('lineBreaksNotAllowed');
    }
  });

  it('bounds the length of every text', () => {
    expect(errorOn({ ...valid, vorname: 'x'.repeat(101) }, 'vorname')).toBe('tooLong');
    expect(errorOn({ ...valid, plz: '1'.repeat(11) }, 'plz')).toBe('tooLong');
  });

  it("treats a filled honeypot as spam ('Spam detected')", () => {
    expect(errorOn({ ...valid, website: 'http://spam.example' }, 'website')).toBe('spamDetected');
    expect(errorOn({ ...valid, website: '' }, 'website')).toBeUndefined();
  });
});

describe('ZContactFormRequest', () => {
  const request = { ...valid, lang: 'fr', groupId: '5f0c6f4e-9a55-4d8f-8d3e-8d1b51f0f0a1', submissionKey: 'c3b0a5e2-1f3c-4b7e-9a2d-6f8e0d4c2b1a' };

  it('adds the language, the form section and the submission key', () => {
    expect(ZContactFormRequest.parse(request)).toMatchObject({ lang: 'fr', groupId: request.groupId });
  });

  it('refuses unknown languages and malformed ids', () => {
    expect(ZContactFormRequest.safeParse({ ...request, lang: 'xx' }).success).toBe(false);
    expect(ZContactFormRequest.safeParse({ ...request, groupId: 'page-1' }).success).toBe(false);
    expect(ZContactFormRequest.safeParse({ ...request, submissionKey: undefined }).success).toBe(false);
  });

  it('never takes a recipient from the request', () => {
    const parsed = ZContactFormRequest.parse({ ...request, contactEmail: 'victim@example.ch' });
    expect(parsed).not.toHaveProperty('contactEmail');
  });
});
