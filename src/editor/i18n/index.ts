import type { EditorLanguage } from '../../shared/editor/environment';

/**
 * Editor UI texts in German and French. Each area keeps its own typed dictionary module
 * (`options.ts`, `toolbar.ts`, …) shaped `{ de: T, fr: T }`; this picks the editor's language,
 * falling back to German (editor-panels §8: "if a dictionary fails to load, German is used").
 */
export type Dictionary<T> = { de: T; fr: T };

export function pick<T>(dictionary: Dictionary<T>, language: EditorLanguage | string | null | undefined): T {
  return language === 'fr' ? dictionary.fr : dictionary.de;
}
