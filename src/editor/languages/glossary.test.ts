import { describe, expect, it } from 'vitest';
import { GLOSSARY_MAX_TERMS } from '@/shared/schemas/translation';
import { GLOSSARY_TERM_MAX, glossaryProblem } from './glossary';

describe('glossaryProblem', () => {
  it('accepts a new term and refuses empty, too long, repeated (in any case) and one too many', () => {
    expect(glossaryProblem(['Varilux'], '  Optik Muster ')).toBeNull();
    expect(glossaryProblem([], '   ')).toEqual({ key: 'empty' });
    expect(glossaryProblem([], 'x'.repeat(GLOSSARY_TERM_MAX + 1))).toEqual({ key: 'tooLong', max: GLOSSARY_TERM_MAX });
    expect(glossaryProblem(['Varilux'], 'VARILUX')).toEqual({ key: 'duplicate' });
    const full = Array.from({ length: GLOSSARY_MAX_TERMS }, (_, n) => `Begriff ${n}`);
    expect(glossaryProblem(full, 'Noch einer')).toEqual({ key: 'full', max: GLOSSARY_MAX_TERMS });
  });
});
