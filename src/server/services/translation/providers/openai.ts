import { z } from 'zod';
import type { Locale } from '../../../../shared/locales';
import { translateInBatches } from '../batches';
import { endpointUrl, postJson } from '../post-json';
import { type RequestPolicy, TranslationError, type TranslationProvider } from '../types';

/**
 * The languages as a model should read them: the regional conventions the site publishes in
 * (Swiss German without "ß", Serbian in Latin script — see `intlTag` — British English and
 * European Portuguese as with DeepL).
 */
const LANGUAGE_NAMES: Record<Locale, string> = {
  de: 'German (Swiss Standard German: write "ss", never "ß")',
  fr: 'French',
  it: 'Italian',
  rm: 'Romansh (Rumantsch Grischun)',
  en: 'English (British spelling)',
  sq: 'Albanian',
  sr: 'Serbian (Latin script)',
  hr: 'Croatian',
  es: 'Spanish',
  pt: 'Portuguese (European)',
};

const ZCompletion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const ZTexts = z.object({ texts: z.array(z.string()) });

function systemMessage(from: Locale, to: Locale, count: number): string {
  return [
    `You translate website texts from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]}.`,
    'The user sends a JSON object whose "texts" array holds fragments of inline HTML. Translate every string of the array.',
    'Keep every HTML tag and attribute exactly as it is: the same tags, attributes and values, the same nesting; translate only the text between tags and move tags only as the grammar of the sentence requires.',
    'Elements with translate="no" are placeholders for names: never translate, fill, remove or duplicate them.',
    'Keep <br> line breaks. Do not add explanations.',
    `Answer with a JSON object {"texts": [...]} holding exactly ${count} strings, the translations in the same order.`,
  ].join('\n');
}

/** Models asked for JSON still sometimes wrap it in a Markdown code fence. */
function unfence(content: string): string {
  return content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
}

/**
 * Any OpenAI-compatible chat-completions API (OpenAI, a local Ollama at http://host:11434/v1, …):
 * one request per batch with the fragments as a JSON array, temperature 0 for repeatable results,
 * JSON mode so the answer can be checked fragment by fragment.
 */
export function createOpenAiProvider(options: { url: string; apiKey?: string; model: string; policy: RequestPolicy }): TranslationProvider {
  const url = endpointUrl(options.url, 'chat/completions');
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    name: 'openai',
    translateHtml: ({ fragments, from, to }) =>
      translateInBatches(fragments, { maxFragments: 40, maxCharacters: 6000 }, async (texts) => {
        const body = {
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: systemMessage(from, to, texts.length) },
            { role: 'user', content: JSON.stringify({ from, to, texts }) },
          ],
        };
        const completion = ZCompletion.safeParse(await postJson({ url, body, headers, policy: options.policy }));
        if (!completion.success) throw new TranslationError('badAnswer', 'The chat completion has no message content');
        let content: unknown;
        try {
          content = JSON.parse(unfence(completion.data.choices[0]?.message.content ?? ''));
        } catch {
          throw new TranslationError('badAnswer', `The model did not answer JSON: ${completion.data.choices[0]?.message.content ?? ''}`);
        }
        const parsed = ZTexts.safeParse(content);
        if (!parsed.success) throw new TranslationError('badAnswer', 'The model answered JSON without a "texts" list of strings');
        return parsed.data.texts;
      }),
  };
}
