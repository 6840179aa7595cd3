'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type BlockLabelMessages, type BlockLabels, blockLabels } from '@/shared/i18n/block-labels';
import type { Collection } from '@/shared/content/types';
import type { Locale } from '@/shared/locales';
import type { Branch } from './options/LocationOption';

export type EditorLanguage = 'de' | 'fr';

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
  editorLanguage: EditorLanguage;
  pages: PickerPage[];
  navigation: PickerNavigation;
  /** Names of block types, slots and options (`editorBlocks` catalogue) per editor language. */
  blockLabelMessages: Record<EditorLanguage, BlockLabelMessages>;
  /** The business's branches, for location options; set only when the page has such an option. */
  branches?: Branch[];
};

const EditorEnvironmentContext = createContext<EditorEnvironment | null>(null);

export function EditorEnvironmentProvider({ value, children }: { value: EditorEnvironment; children: ReactNode }) {
  return <EditorEnvironmentContext.Provider value={value}>{children}</EditorEnvironmentContext.Provider>;
}

const SetEditorLanguageContext = createContext<(language: EditorLanguage) => void>(() => undefined);

/** Provided by the editor shell, which keeps the choice in session storage. */
export const SetEditorLanguageProvider = SetEditorLanguageContext.Provider;

export function useSetEditorLanguage(): (language: EditorLanguage) => void {
  return useContext(SetEditorLanguageContext);
}

export function useEditorEnvironment(): EditorEnvironment {
  const value = useContext(EditorEnvironmentContext);
  if (!value) throw new Error('useEditorEnvironment must be used inside the edit route');
  return value;
}

/** Block type, category, slot and option names in the editor language. */
export function useBlockLabels(): BlockLabels {
  const { blockLabelMessages, editorLanguage } = useEditorEnvironment();
  return useMemo(() => blockLabels(blockLabelMessages[editorLanguage], editorLanguage), [blockLabelMessages, editorLanguage]);
}
