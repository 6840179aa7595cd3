import type { Locale } from '../locales';
import { EDITOR_LOCALES, PUBLIC_LOCALES } from './config';

/**
 * Which languages a namespace must be complete in: namespaces named `editor…` are the editor UI
 * (de, fr, it, en); every other namespace is read by visitors (all ten site languages).
 */
export function requiredLocales(namespace: string): readonly Locale[] {
  return namespace.startsWith('editor') ? EDITOR_LOCALES : PUBLIC_LOCALES;
}
