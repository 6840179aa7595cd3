import type editorBlocks from '@/shared/i18n/messages/de/editorBlocks.json';
import type editorCollections from '@/shared/i18n/messages/de/editorCollections.json';
import type editorHistory from '@/shared/i18n/messages/de/editorHistory.json';
import type editorInbox from '@/shared/i18n/messages/de/editorInbox.json';
import type editorMedia from '@/shared/i18n/messages/de/editorMedia.json';
import type editorOptions from '@/shared/i18n/messages/de/editorOptions.json';
import type editorPages from '@/shared/i18n/messages/de/editorPages.json';
import type editorToolbar from '@/shared/i18n/messages/de/editorToolbar.json';
import type editorSettings from '@/shared/i18n/messages/de/editorSettings.json';
import type editorBusiness from '@/shared/i18n/messages/de/editorBusiness.json';
import type editorChangelog from '@/shared/i18n/messages/de/editorChangelog.json';
import type editorTranslation from '@/shared/i18n/messages/de/editorTranslation.json';
import type editorLanguages from '@/shared/i18n/messages/de/editorLanguages.json';
import type editorListings from '@/shared/i18n/messages/de/editorListings.json';
import type editorTeam from '@/shared/i18n/messages/de/editorTeam.json';
import type editorDomains from '@/shared/i18n/messages/de/editorDomains.json';
import type editorAccount from '@/shared/i18n/messages/de/editorAccount.json';
import type editorPublish from '@/shared/i18n/messages/de/editorPublish.json';
import type { EditorLocale } from '@/shared/i18n/config';
import { createT } from '@/shared/i18n/translator';

/**
 * The editor UI's catalogues in one language, as the edit route resolves them for the user's
 * editor language (`editorMessagesFor`) and hands them to the shell. Typed from the German source
 * files with type-only imports, so the client bundle carries one language and never the catalogues.
 */
export type EditorMessages = {
  editorToolbar: typeof editorToolbar;
  editorOptions: typeof editorOptions;
  editorMedia: typeof editorMedia;
  editorInbox: typeof editorInbox;
  editorBlocks: typeof editorBlocks;
  editorPages: typeof editorPages;
  editorHistory: typeof editorHistory;
  editorCollections: typeof editorCollections;
  editorSettings: typeof editorSettings;
  editorBusiness: typeof editorBusiness;
  editorChangelog: typeof editorChangelog;
  editorLanguages: typeof editorLanguages;
  editorTranslation: typeof editorTranslation;
  editorListings: typeof editorListings;
  editorTeam: typeof editorTeam;
  editorDomains: typeof editorDomains;
  editorAccount: typeof editorAccount;
  editorPublish: typeof editorPublish;
};
export type EditorNamespace = keyof EditorMessages;

/** A translator of one editor namespace: ICU messages, Swiss number and date formats, the spec's time zone. */
export function createEditorT<N extends EditorNamespace>(locale: EditorLocale, messages: EditorMessages, namespace: N) {
  return createT({ locale, namespace, messages });
}

export type EditorT<N extends EditorNamespace> = ReturnType<typeof createEditorT<N>>;
export type ToolbarT = EditorT<'editorToolbar'>;
export type OptionsT = EditorT<'editorOptions'>;
export type MediaT = EditorT<'editorMedia'>;
export type InboxT = EditorT<'editorInbox'>;
