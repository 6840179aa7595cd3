'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { EditorEnvironment } from '@/shared/editor/environment';
import { type BlockLabels, blockLabels } from '@/shared/i18n/block-labels';
import type { EditorLocale } from '@/shared/i18n/config';
import { setRenderedVersions } from './safety/versions';

const EditorEnvironmentContext = createContext<EditorEnvironment | null>(null);

export function EditorEnvironmentProvider({ value, children }: { value: EditorEnvironment; children: ReactNode }) {
  // Set while rendering, not in an effect: the versions of this render are the base of the next
  // saves, and children's effects may save first.
  setRenderedVersions(value.versions);
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
