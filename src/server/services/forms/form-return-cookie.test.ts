import { describe, expect, it } from 'vitest';
import { FORM_RETURN_MAX_AGE_S, formReturnCookie, readFormReturn, returnUrl, sentMarker } from './form-return-cookie';

const SECRET = 'test-secret-0123456789';
const GROUP = '5a0c3e1d-3333-4333-8333-000000000004';
const outcome = {
  groupId: GROUP,
  error: null,
  fieldErrors: { vorname: 'Bitte geben Sie Ihren Vornamen ein.' },
  values: { nachname: 'Muster', themes: ['sonstiges'] },
};

describe('form return cookie', () => {
  it('reads back the values and messages of its own nonce', () => {
    const { nonce, value } = formReturnCookie(outcome, SECRET, 1000);
    expect(readFormReturn(nonce, value, SECRET, 2000)).toEqual({ ...outcome, sent: false });
  });

  it('shows nothing for another nonce, a forged or foreign signature, or an old cookie', () => {
    const { nonce, value } = formReturnCookie(outcome, SECRET, 1000);
    expect(readFormReturn('other', value, SECRET, 2000)).toBeNull();
    expect(readFormReturn(nonce, value, 'another-secret', 2000)).toBeNull();
    const [payload, signature] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), e: 'Gefälscht' })).toString('base64url');
    expect(readFormReturn(nonce, `${forged}.${signature}`, SECRET, 2000)).toBeNull();
    expect(readFormReturn(nonce, value, SECRET, 1000 + FORM_RETURN_MAX_AGE_S * 1000 + 1)).toBeNull();
    expect(readFormReturn(nonce, undefined, SECRET, 2000)).toBeNull();
    expect(readFormReturn(nonce, 'garbage', SECRET, 2000)).toBeNull();
  });

  it('marks a sent section without any cookie, and only a section id', () => {
    expect(readFormReturn(sentMarker(GROUP), undefined, SECRET)).toEqual({ groupId: GROUP, sent: true, error: null, fieldErrors: {}, values: {} });
    expect(readFormReturn('sent.<script>', undefined, SECRET)).toBeNull();
    expect(readFormReturn(['a'], undefined, SECRET)).toBeNull();
  });

  it('drops the longest values rather than overflow a cookie', () => {
    const long = { ...outcome, values: { nachname: 'Muster', fragenAnmerkungen: 'ä'.repeat(4000) } };
    const { nonce, value } = formReturnCookie(long, SECRET, 1000);
    expect(value.length).toBeLessThan(3900);
    expect(readFormReturn(nonce, value, SECRET, 1000)?.values).toEqual({ nachname: 'Muster' });
  });

  it('returns to the page with the outcome in the query and the form as the fragment', () => {
    expect(returnUrl('/de/kontakt', 'a b', 'form-x')).toBe('/de/kontakt?form=a%20b#form-x');
  });
});
