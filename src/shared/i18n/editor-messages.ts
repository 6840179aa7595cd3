import { messagesFor, type NamespaceMessages } from './catalogues';
import type { EditorLocale } from './config';

/**
 * The editor UI's namespaces (named `editor…`, complete in de, fr, it and en by test). Adding a
 * namespace to the editor is adding its four files and its name here.
 */
export const EDITOR_NAMESPACES = [
  'editorToolbar',
  'editorOptions',
  'editorMedia',
  'editorInbox',
  'editorBlocks',
  'editorPages',
  'editorHistory',
  'editorCollections',
  'editorSettings',
  'editorBusiness',
  'editorChangelog',
  'editorLanguages',
  'editorTranslation',
  'editorListings',
  'editorTeam',
  'editorDomains',
  'editorAccount',
  'editorPublish',
] as const;
export type EditorNamespace = (typeof EDITOR_NAMESPACES)[number];
export type EditorCatalogues = { [N in EditorNamespace]: NamespaceMessages<N> };

/**
 * Every editor namespace in one language, missing texts filled by the fallback chain: what the
 * edit route hands to the editor shell (server code and tests only — it reads every catalogue).
 */
export function editorMessagesFor(locale: EditorLocale): EditorCatalogues {
  return Object.fromEntries(EDITOR_NAMESPACES.map((namespace) => [namespace, messagesFor(locale, namespace)])) as EditorCatalogues;
}
