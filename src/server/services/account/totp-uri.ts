const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The issuer authenticator apps show beside the code (better-auth's plugin is set up with it). */
export const TOTP_ISSUER = 'Webbox';

/**
 * The `otpauth://` URI of a TOTP secret, as better-auth's plugin builds it (six digits, 30 s), so
 * the QR code and the secret typed by hand give the codes better-auth accepts.
 */
export function totpUri(options: { secret: string; account: string }): string {
  const params = new URLSearchParams({ secret: options.secret, issuer: TOTP_ISSUER, digits: '6', period: '30' });
  return `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(options.account)}?${params.toString()}`;
}
