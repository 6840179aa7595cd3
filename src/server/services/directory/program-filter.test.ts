import { describe, expect, it } from 'vitest';
import { inProgram, programFilterOf } from './program-filter';

describe('program filter', () => {
  const both = { healthOptics: true, frequentlens: true };
  const healthOnly = { healthOptics: true, frequentlens: false };
  const none = { healthOptics: false, frequentlens: false };

  it('keeps every business for "all"', () => {
    expect([both, healthOnly, none].every((programs) => inProgram(programs, 'all'))).toBe(true);
  });

  it('keeps only the program’s businesses otherwise', () => {
    expect([both, healthOnly, none].map((programs) => inProgram(programs, 'healthOptics'))).toEqual([true, true, false]);
    expect([both, healthOnly, none].map((programs) => inProgram(programs, 'frequentlens'))).toEqual([true, false, false]);
  });

  it('reads an unknown stored option as "all"', () => {
    expect(programFilterOf('healthOptics')).toBe('healthOptics');
    expect(programFilterOf('gesundheitsoptik')).toBe('all');
    expect(programFilterOf(undefined)).toBe('all');
  });
});
