import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID_CHARACTERS, cleanText, isCleanDeep, isCleanText } from './clean-text';

describe('clean text', () => {
  it('refuses NUL bytes and lone surrogates, keeps paired surrogates (emoji) and other text', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz', '\uDC00\uD800']) expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Grüezi', '😀 ok', 'tab\tand\nnewline', 'Zürich 8001']) expect(isCleanText(good), good).toBe(true);
  });

  it('walks keys and values of nested JSON, and refuses nesting deeper than 64 levels', () => {
    expect(isCleanDeep({ a: [1, { b: 'fine' }] })).toBe(true);
    expect(isCleanDeep({ a: [1, { b: 'bad\u0000' }] })).toBe(false);
    expect(isCleanDeep({ 'k\uD800': 1 })).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < 1000; i++) deep = [deep];
    expect(isCleanDeep(deep)).toBe(false);
  });

  it('answers with the shared message key and keeps chaining', () => {
    const schema = cleanText(z.string().trim()).pipe(z.string().max(3));
    expect(schema.safeParse('abc').success).toBe(true);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe(INVALID_CHARACTERS);
  });
});
