'use client';

import { createContext, type ReactNode, useContext } from 'react';
import { useEditorEnvironment } from '../context';
import { LazyPanel, lazyNamed } from '../lib/lazy-panel';
import { useChangelog } from './use-changelog';

// Loaded when it first opens (lib/lazy-panel): most sessions have nothing new to show.
const ChangelogDialog = lazyNamed(() => import('./ChangelogDialog'), 'ChangelogDialog');

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
      <LazyPanel open={open} shape="dialog">
        <ChangelogDialog open={open} state={state} onClose={close} />
      </LazyPanel>
    </OpenChangelogContext.Provider>
  );
}
