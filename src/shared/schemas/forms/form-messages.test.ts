import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../locales';
import { FORM_MESSAGE_KEYS, formMessage } from './form-messages';

describe('formMessage', () => {
  it('has a non-empty sentence for every key in every site language', () => {
    for (const locale of LOCALES) for (const key of FORM_MESSAGE_KEYS) expect(formMessage(locale, key).length).toBeGreaterThan(0);
  });

  it('speaks the visitor language, with Romansh reading German', () => {
    expect(formMessage('de', 'vornameRequired')).toBe('Bitte geben Sie Ihren Vornamen ein.');
    expect(formMessage('fr', 'vornameRequired')).toBe('Veuillez saisir votre prénom.');
    expect(formMessage('rm', 'rateLimited')).toBe(formMessage('de', 'rateLimited'));
    expect(formMessage('es', 'rateLimited')).toBe(formMessage('en', 'rateLimited'));
  });

  it('falls back to the generic failure for a message that is not a key', () => {
    expect(formMessage('fr', 'Invalid input')).toBe(formMessage('fr', 'submitFailed'));
  });
});
