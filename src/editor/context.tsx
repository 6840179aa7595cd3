'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { EditorEnvironment, EditorLanguage } from '@/shared/editor/environment';
import { type BlockLabels, blockLabels } from '@/shared/i18n/block-labels';

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
