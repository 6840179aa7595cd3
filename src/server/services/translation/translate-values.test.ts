import { describe, expect, it } from 'vitest';
import { richTextValue } from '../../../shared/content/rich-text';
import { inMemoryTranslationProvider } from '../../../../tests/support/fake-translation-provider';
import { type TranslatableValue, translateValues } from './translate-values';
import { TranslationError, type TranslationProvider } from './types';

describe('translateValues', () => {
  it('sends every fragment of a call in one request, in order, and reads each value back in its kind', async () => {
    const provider = inMemoryTranslationProvider();
    const values: TranslatableValue[] = [
      { kind: 'text', value: 'Willkommen bei Webbox' },
      { kind: 'richText', value: richTextValue([{ heading: 2, text: 'Hallo Welt' }, 'Brille und Linsen']) },
      { kind: 'text', value: 'Brille < 100 CHF & mehr\nund Linsen' },
    ];
    const result = await translateValues(provider, { values, from: 'de', to: 'fr', glossary: ['Webbox'] });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.fragments).toEqual([
      'Willkommen bei <span translate="no" data-g="0"></span>',
      'Hallo Welt',
      'Brille und Linsen',
      'Brille &lt; 100 CHF &amp; mehr<br>und Linsen',
    ]);
    expect(result).toEqual([
      { kind: 'text', value: 'Bienvenue chez Webbox' },
      { kind: 'richText', value: richTextValue([{ heading: 2, text: 'Bonjour monde' }, 'lunettes et lentilles']) },
      { kind: 'text', value: 'lunettes < 100 [fr]CHF & [fr]mehr\net lentilles' },
    ]);
  });

  it('does not send empty, blank or term-only texts and keeps their surrounding whitespace', async () => {
    const provider = inMemoryTranslationProvider();
    const values: TranslatableValue[] = [
      { kind: 'text', value: '' },
      { kind: 'text', value: '  \n ' },
      { kind: 'text', value: 'Webbox' },
      { kind: 'text', value: '  Hallo  ' },
    ];
    const result = await translateValues(provider, { values, from: 'de', to: 'en', glossary: ['Webbox'] });
    expect(provider.calls[0]?.fragments).toEqual(['Hallo']);
    expect(result.map((entry) => entry.value)).toEqual(['', '  \n ', 'Webbox', '  Hello  ']);
  });

  it('makes no request when there is nothing to translate or the languages are the same', async () => {
    const provider = inMemoryTranslationProvider();
    await translateValues(provider, { values: [{ kind: 'text', value: ' ' }], from: 'de', to: 'fr', glossary: [] });
    await translateValues(provider, { values: [{ kind: 'text', value: 'Hallo' }], from: 'de', to: 'de', glossary: [] });
    expect(provider.calls).toHaveLength(0);
  });

  it('fails as badAnswer when a glossary term comes back missing or the answer count is wrong', async () => {
    const dropsTerms: TranslationProvider = {
      name: 'openai',
      translateHtml: async ({ fragments }) => fragments.map((html) => html.replace(/<span[^>]*><\/span>/g, 'Webbox')),
    };
    const shortAnswer: TranslationProvider = { name: 'openai', translateHtml: async ({ fragments }) => fragments.slice(1) };
    const input = {
      values: [{ kind: 'text', value: 'Hallo Webbox' } as const, { kind: 'text', value: 'Welt' } as const],
      from: 'de' as const,
      to: 'fr' as const,
      glossary: ['Webbox'],
    };
    await expect(translateValues(dropsTerms, input)).rejects.toMatchObject({ reason: 'badAnswer' });
    await expect(translateValues(shortAnswer, input)).rejects.toBeInstanceOf(TranslationError);
  });
});
