import { TranslationError } from './types';

/** What one request to an engine may carry (DeepL: 50 texts; LLMs: what fits their answer length). */
export type BatchLimits = { maxFragments: number; maxCharacters: number };

/** Consecutive fragments, as many per batch as the limits allow (a single oversized fragment goes alone). */
export function splitIntoBatches(fragments: readonly string[], limits: BatchLimits): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let characters = 0;
  for (const fragment of fragments) {
    if (current.length > 0 && (current.length >= limits.maxFragments || characters + fragment.length > limits.maxCharacters)) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(fragment);
    characters += fragment.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Sends the batches one after the other (engines rate-limit bursts; order is kept either way) and
 * insists on one string answer per fragment: a missing or extra answer would shift every
 * translation after it into the wrong field.
 */
export async function translateInBatches(fragments: readonly string[], limits: BatchLimits, send: (batch: string[]) => Promise<unknown[]>): Promise<string[]> {
  const answers: string[] = [];
  for (const batch of splitIntoBatches(fragments, limits)) {
    const translated = await send(batch);
    if (translated.length !== batch.length) throw new TranslationError('badAnswer', `Sent ${batch.length} texts, got ${translated.length} translations back`);
    for (const answer of translated) {
      if (typeof answer !== 'string') throw new TranslationError('badAnswer', 'A translation is not a text');
      answers.push(answer);
    }
  }
  return answers;
}
