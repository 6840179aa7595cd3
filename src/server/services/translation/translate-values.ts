import type { RichTextValue } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import { glossaryMatcher } from './glossary';
import { hasTranslatableText, splitOuterWhitespace } from './markup';
import { type MarkupPlan, plainTextPlan } from './plain-text-markup';
import { richTextPlan } from './rich-text-markup';
import { TranslationError, type TranslationProvider } from './types';

export type TranslatableValue = { kind: 'text'; value: string } | { kind: 'richText'; value: RichTextValue };

function planFor(value: TranslatableValue, matcher: RegExp | null): MarkupPlan<TranslatableValue> {
  if (value.kind === 'text') {
    const plan = plainTextPlan(value.value, matcher);
    return { fragments: plan.fragments, rebuild: (answers) => ({ kind: 'text', value: plan.rebuild(answers) }) };
  }
  const plan = richTextPlan(value.value, matcher);
  return { fragments: plan.fragments, rebuild: (answers) => ({ kind: 'richText', value: plan.rebuild(answers) }) };
}

/**
 * Translates stored text values from `from` into `to` with one provider call: every value becomes
 * inline-HTML fragments (rich text one per paragraph, heading, list item text), the fragments with
 * something to translate go out together in order, and the answers are read back into values of
 * the same kind and structure. Glossary terms come back exactly as written. Throws
 * TranslationError; nothing is returned half translated.
 */
export async function translateValues(
  provider: TranslationProvider,
  input: { values: TranslatableValue[]; from: Locale; to: Locale; glossary: readonly string[] },
): Promise<TranslatableValue[]> {
  if (input.from === input.to) return structuredClone(input.values);
  const matcher = glossaryMatcher(input.glossary);
  const plans = input.values.map((value) => planFor(value, matcher));

  // Empty, whitespace-only and term-only fragments answer themselves: nothing to pay an engine for.
  const outgoing: string[] = [];
  const pending = plans.map((plan) =>
    plan.fragments.map((fragment) => {
      const parts = splitOuterWhitespace(fragment.html);
      if (!hasTranslatableText(parts.core)) return { ...parts, sent: -1 };
      outgoing.push(parts.core);
      return { ...parts, sent: outgoing.length - 1 };
    }),
  );
  const answers = outgoing.length > 0 ? await provider.translateHtml({ fragments: outgoing, from: input.from, to: input.to }) : [];
  if (answers.length !== outgoing.length) throw new TranslationError('badAnswer', `Expected ${outgoing.length} translations, got ${answers.length}`);

  return plans.map((plan, index) =>
    plan.rebuild(
      (pending[index] ?? []).map(({ lead, core, trail, sent }) => {
        const answer = sent === -1 ? core : answers[sent];
        if (typeof answer !== 'string') throw new TranslationError('badAnswer', 'A translation is not a text');
        return lead + answer.trim() + trail;
      }),
    ),
  );
}
