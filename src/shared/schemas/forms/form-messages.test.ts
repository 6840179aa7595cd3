import { describe, expect, it } from 'vitest';
import { catalogueFile, messageKeys } from '../../i18n/catalogues';
import { FORM_MESSAGE_KEYS, formMessageKey } from './form-messages';

describe('form message keys', () => {
  it('are exactly the messages of the forms catalogue', () => {
    const catalogue = catalogueFile('de', 'forms');
    const keys = messageKeys(catalogue ?? {}).filter((key) => key.startsWith('messages.'));
    expect(keys.map((key) => key.slice('messages.'.length)).sort()).toEqual([...FORM_MESSAGE_KEYS].sort());
  });

  it('reads a message that is not a key as the generic failure', () => {
    expect(formMessageKey('vornameRequired')).toBe('vornameRequired');
    expect(formMessageKey('Invalid input')).toBe('submitFailed');
  });
});
