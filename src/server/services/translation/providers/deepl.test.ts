import { describe, expect, it } from 'vitest';
import { deeplBaseUrl } from './deepl';

describe('deeplBaseUrl', () => {
  it('sends a free key (ending in ":fx") to the free API and any other key to the paid one', () => {
    expect(deeplBaseUrl('0123-abcd:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('0123-abcd')).toBe('https://api.deepl.com');
  });

  it('uses the configured TRANSLATION_URL for either kind of key', () => {
    expect(deeplBaseUrl('0123-abcd:fx', 'http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
  });
});
