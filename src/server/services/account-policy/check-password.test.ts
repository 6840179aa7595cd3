import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, checkPassword, isCommonPassword } from './check-password';

describe('checkPassword', () => {
  it('refuses fewer than ten characters, counting characters rather than code units', () => {
    expect(checkPassword('kurz-123')).toBe('tooShort');
    expect(checkPassword('')).toBe('tooShort');
    expect(checkPassword('ä'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('tooShort');
    expect(checkPassword('ä'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
  });

  it('refuses the shipped common and breached passwords whatever their case', () => {
    expect(checkPassword('password123')).toBe('common');
    expect(checkPassword('PASSWORD123')).toBe('common');
    expect(checkPassword('1234567890')).toBe('common');
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('Brillenputztuch im Herbst')).toBe(false);
  });

  it('refuses more than better-auth accepts, and takes a long unusual one', () => {
    expect(checkPassword('x'.repeat(201))).toBe('tooLong');
    expect(checkPassword('Brillen-Gestell-Zürich-42')).toBeNull();
  });
});
