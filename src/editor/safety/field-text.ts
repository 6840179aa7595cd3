import type { TSavedItem } from '@/shared/schemas/editor';
import type { Locale } from '@/shared/locales';

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * A field's text in one language from the state a 409 carries (single, localized or rich text):
 * what the conflict dialog shows as the other version. Empty when the field has none.
 */
export function localizedText(current: TSavedItem, locale: Locale): string {
  const content = record(record(current.state)?.content);
  if (!content) return '';
  if (content.type === 'single') return typeof content.value === 'string' ? content.value : '';
  const value = record(content.values)?.[locale];
  if (typeof value === 'string') return value;
  const text = record(value)?.text;
  return typeof text === 'string' ? text : '';
}
