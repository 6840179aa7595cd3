import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales';
import { FORM_MESSAGE_KEYS } from '../../../shared/schemas/forms/form-messages';
import { formMessage } from './form-message';

describe('formMessage', () => {
  it('has a sentence for every key in every site language, never the key itself', () => {
    for (const locale of LOCALES) {
      for (const key of FORM_MESSAGE_KEYS) {
        const text = formMessage(locale, key);
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(text, `${locale} ${key}`).not.toContain(key);
      }
    }
  });

  it('speaks each visitor language from its own catalogue', () => {
    expect(formMessage('de', 'vornameRequired')).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(formMessage('fr', 'vornameRequired')).toBe('Veuillez saisir votre prénom.');
    expect(formMessage('es', 'vornameRequired')).toBe('Introduzca su nombre.');
    expect(formMessage('it', 'vornameRequired')).toBe('Inserisca il Suo nome.');
    for (const locale of ['rm', 'sq', 'sr', 'hr', 'pt'] as const) {
      expect(formMessage(locale, 'rateLimited')).not.toBe(formMessage('de', 'rateLimited'));
      expect(formMessage(locale, 'rateLimited')).not.toBe(formMessage('en', 'rateLimited'));
    }
  });

  it("keeps the spec's honeypot message", () => {
    expect(formMessage('de', 'spamDetected')).toBe('Spam detected');
  });

  it('falls back to the generic failure for a message that is not a key', () => {
    expect(formMessage('fr', 'Invalid input')).toBe(formMessage('fr', 'submitFailed'));
  });
});
