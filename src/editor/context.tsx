'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Collection } from '@/shared/content/types';
import { type BlockLabels, blockLabels } from '@/shared/i18n/block-labels';
import type { EditorLocale } from '@/shared/i18n/config';
import type { Locale } from '@/shared/locales';
import type { EditorMessages } from './i18n/messages';
import type { Branch } from './options/LocationOption';

/** A page as the editor's pickers see it (drafts included). */
export type PickerPage = {
  id: string;
  name: Partial<Record<Locale, string>>;
  slug: Partial<Record<Locale, string>>;
  collection: Collection | null;
  specialKey: string | null;
  status: string;
};
export type PickerNavigation = { id: string; label: Partial<Record<Locale, string>>; pageIds: string[] }[];

/** Everything editing components need to know about where they are; set once by the edit route. */
export type EditorEnvironment = {
  site: { id: string; name: string; locales: Locale[]; defaultLocale: Locale; healthOptics: boolean };
  page: { id: string; collection: Collection | null; slug: Partial<Record<Locale, string>>; specialKey: string | null; status: string };
  locale: Locale;
  /** The user's editor language (their stored preference, else the browser's, else German). */
  editorLanguage: EditorLocale;
  /** The editor catalogues (`editor…` namespaces) in `editorLanguage` only. */
  messages: EditorMessages;
  pages: PickerPage[];
  navigation: PickerNavigation;
  /** The business's branches, for location options; set only when the page has such an option. */
  branches?: Branch[];
};

const EditorEnvironmentContext = createContext<EditorEnvironment | null>(null);

export function EditorEnvironmentProvider({ value, children }: { value: EditorEnvironment; children: ReactNode }) {
  return <EditorEnvironmentContext.Provider value={value}>{children}</EditorEnvironmentContext.Provider>;
}

/** Stores the user's editor language; resolves once the page shows the new language's texts. */
export type SetEditorLanguage = (language: EditorLocale) => Promise<void>;

const SetEditorLanguageContext = createContext<SetEditorLanguage>(async () => undefined);

/** Provided by the editor shell, which stores the choice on the server (the user's preference). */
export const SetEditorLanguageProvider = SetEditorLanguageContext.Provider;

export function useSetEditorLanguage(): SetEditorLanguage {
  return useContext(SetEditorLanguageContext);
}

export function useEditorEnvironment(): EditorEnvironment {
  const value = useContext(EditorEnvironmentContext);
  if (!value) throw new Error('useEditorEnvironment must be used inside the edit route');
  return value;
}

/** Block type, category, slot and option names in the editor language. */
export function useBlockLabels(): BlockLabels {
  const { messages, editorLanguage } = useEditorEnvironment();
  return useMemo(() => blockLabels(messages.editorBlocks, editorLanguage), [messages, editorLanguage]);
}
