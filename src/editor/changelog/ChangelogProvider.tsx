'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { useEditorEnvironment } from '../context';
import { ChangelogDialog } from './ChangelogDialog';
import { useChangelog } from './use-changelog';

const OpenChangelogContext = createContext<() => void>(() => undefined);

/** Opens the what's-new dialog with every entry (the settings panel's "Neuigkeiten" button). */
export function useOpenChangelog(): () => void {
  return useContext(OpenChangelogContext);
}

/** Holds the changelog of the editor session: opens by itself once, on demand after that. */
export function ChangelogProvider({ children }: { children: ReactNode }) {
  const { editorLanguage } = useEditorEnvironment();
  const { open, state, show, close } = useChangelog(editorLanguage);
  return (
    <OpenChangelogContext.Provider value={() => void show()}>
      {children}
      <ChangelogDialog open={open} state={state} onClose={close} />
    </OpenChangelogContext.Provider>
  );
}
