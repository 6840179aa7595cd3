import { describe, expect, it } from 'vitest';
import { base32, totpUri } from './totp-uri';

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as RFC 4648 says, without padding', (text, encoded) => {
    expect(base32(new TextEncoder().encode(text))).toBe(encoded);
  });
});

describe('totpUri', () => {
  it('names the issuer and the account and carries the secret for six digits every 30 seconds', () => {
    expect(totpUri({ secret: 'MZXW6YTBOI', account: 'anna+test@example.ch' })).toBe(
      'otpauth://totp/Webbox:anna%2Btest%40example.ch?secret=MZXW6YTBOI&issuer=Webbox&digits=6&period=30',
    );
  });
});
