import { describe, expect, it } from 'vitest';
import { linkFromInput } from './link-draft';

const input = { type: 'url' as const, url: '', email: '', phone: '', page: null };

describe('linkFromInput', () => {
  it('needs a value for every type, and an id for pages', () => {
    expect(linkFromInput(input)).toEqual({ ok: false, error: 'required' });
    expect(linkFromInput({ ...input, type: 'page' })).toEqual({ ok: false, error: 'required' });
  });

  it('adds https:// to a bare domain and rejects what is no URL', () => {
    expect(linkFromInput({ ...input, url: 'beispiel.ch' })).toMatchObject({ ok: true, link: { type: 'url', url: 'https://beispiel.ch' } });
    expect(linkFromInput({ ...input, url: 'javascript:alert(1)' })).toEqual({ ok: false, error: 'url' });
  });

  it('validates e-mail and phone', () => {
    expect(linkFromInput({ ...input, type: 'email', email: 'nope' })).toEqual({ ok: false, error: 'email' });
    expect(linkFromInput({ ...input, type: 'phone', phone: '+41 44 123 45 67' })).toMatchObject({
      ok: true,
      link: { type: 'phone', phone: '+41 44 123 45 67' },
    });
    expect(linkFromInput({ ...input, type: 'phone', phone: 'call me' })).toEqual({ ok: false, error: 'phone' });
  });
});
