import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../shared/i18n/catalogues';
import type { Locale } from '../../../shared/locales';
import { formMessageText, formsTranslator } from './forms-text';

const t = (locale: Locale) => formsTranslator(locale, messagesFor(locale, 'forms'));

describe('forms translator', () => {
  it("writes CHF the Swiss German way (29'000) on a German page", () => {
    // Intl keeps the currency and the amount together with a no-break space.
    expect(t('de')('sponsor.price', { amount: 29_000 })).toBe("CHF\u00a029'000");
    expect(t('de')('sponsor.price', { amount: 1_234_567 })).toBe("CHF\u00a01'234'567");
    expect(t('de')('sponsor.price', { amount: 399 })).toBe('CHF\u00a0399');
    expect(t('de')('sponsor.perPerson', { price: 300 })).toBe('CHF\u00a0300 pro Person');
  });

  it('writes CHF by each language’s own rules', () => {
    expect(t('it')('sponsor.price', { amount: 29_000 })).toBe("CHF\u00a029'000");
    expect(t('fr')('sponsor.price', { amount: 29_000 })).toMatch(/^29\s000\sCHF$/);
    expect(t('es')('sponsor.perPerson', { price: 29_000 })).toMatch(/^29\.000\sCHF por persona$/);
  });

  it('translates schema message keys, and reads other messages as the generic failure', () => {
    expect(formMessageText(t('es'), 'emailInvalid')).toBe('Introduzca una dirección de correo electrónico válida.');
    expect(formMessageText(t('it'), 'zod says no')).toBe('Invio non riuscito. Riprovi.');
  });
});
