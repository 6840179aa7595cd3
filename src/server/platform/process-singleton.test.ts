import { describe, expect, it, vi } from 'vitest';
import { processSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('makes the value once and returns the same one to every caller', () => {
    const make = vi.fn(() => ({ count: 0 }));
    const first = processSingleton('test.once', make);
    first.count += 1;
    const second = processSingleton('test.once', make);
    expect(second).toBe(first);
    expect(second.count).toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('finds the value a second copy of the module made (the key is a registered symbol)', async () => {
    const made = processSingleton('test.shared', () => ({ id: 'first copy' }));
    vi.resetModules();
    const copy = await import('./process-singleton');
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton('test.shared', () => ({ id: 'second copy' }))).toBe(made);
  });

  it('keeps falsy values (made once, even when they are null)', () => {
    const make = vi.fn(() => null);
    expect(processSingleton('test.null', make)).toBeNull();
    expect(processSingleton('test.null', make)).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
