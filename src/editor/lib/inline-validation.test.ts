import { describe, expect, it } from 'vitest';
import { isHttpUrl, validateInlineValue } from './inline-validation';

describe('validateInlineValue', () => {
  it('turns empty or whitespace-only input into null for every format', () => {
    for (const format of ['text', 'number', 'email', 'phone', 'url'] as const) {
      expect(validateInlineValue(format, '   ')).toEqual({ ok: true, value: null });
    }
  });

  it('accepts numbers and rejects anything else with the number error', () => {
    expect(validateInlineValue('number', ' 42 ')).toEqual({ ok: true, value: '42' });
    expect(validateInlineValue('number', '-3.5')).toEqual({ ok: true, value: '-3.5' });
    expect(validateInlineValue('number', '12,50')).toEqual({ ok: true, value: '12,50' });
    expect(validateInlineValue('number', '12a')).toEqual({ ok: false, error: 'number' });
  });

  it('checks e-mail addresses', () => {
    expect(validateInlineValue('email', 'info@optik.ch')).toEqual({ ok: true, value: 'info@optik.ch' });
    for (const bad of ['info@', 'info@optik', 'in fo@optik.ch', 'optik.ch']) {
      expect(validateInlineValue('email', bad)).toEqual({ ok: false, error: 'email' });
    }
  });

  it('accepts phone numbers once whitespace is removed, keeping them as typed', () => {
    expect(validateInlineValue('phone', '+41 44 123 45 67')).toEqual({ ok: true, value: '+41 44 123 45 67' });
    expect(validateInlineValue('phone', '044\t1234567')).toEqual({ ok: true, value: '044\t1234567' });
    expect(validateInlineValue('phone', '044-123 45 67')).toEqual({ ok: false, error: 'phone' });
    expect(validateInlineValue('phone', '++41 44')).toEqual({ ok: false, error: 'phone' });
  });

  it('accepts absolute http(s) URLs only', () => {
    expect(validateInlineValue('url', 'https://optik.ch/termin?x=1')).toEqual({ ok: true, value: 'https://optik.ch/termin?x=1' });
    for (const bad of ['optik.ch', 'javascript:alert(1)', 'ftp://optik.ch', 'https://', 'https://opt ik.ch']) {
      expect(validateInlineValue('url', bad)).toEqual({ ok: false, error: 'url' });
    }
  });

  it('passes free text through trimmed', () => {
    expect(validateInlineValue('text', ' Hallo ')).toEqual({ ok: true, value: 'Hallo' });
  });
});

describe('isHttpUrl', () => {
  it('needs a scheme and a host', () => {
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    expect(isHttpUrl('http:optik.ch')).toBe(false);
  });
});
