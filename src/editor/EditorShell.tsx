'use client';

import { Tooltip } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Toaster } from 'sonner';
import { cx } from '@/blocks/_shared/styles';
import { setEditorApiLanguage } from './api-client';
import { EditorEnvironmentProvider, SetEditorLanguageProvider } from './context';
import type { EditorEnvironment, EditorLanguage } from '../shared/editor/environment';
import { EditorStatusProvider } from './publish/status-context';
import { EDITOR_CSS } from './toolbar/editor-css';
import { Toolbar } from './toolbar/Toolbar';
import { useToolbar } from './toolbar/use-toolbar';
import { useToolbarShortcuts } from './toolbar/use-toolbar-shortcuts';

type Props = { environment: EditorEnvironment; userEmail: string; liveHref: string; children: ReactNode };

/** editor-panels §9: the editor language is kept in session storage (de or fr). */
const EDITOR_LANGUAGE_KEY = 'editorLanguage';

function useEditorLanguage(initial: EditorLanguage): [EditorLanguage, (language: EditorLanguage) => void] {
  const [language, setLanguage] = useState(initial);
  // During render, not in an effect: the children's first calls (their effects run first) need it.
  setEditorApiLanguage(language);
  useEffect(() => {
    const stored = window.sessionStorage.getItem(EDITOR_LANGUAGE_KEY);
    if (stored === 'de' || stored === 'fr') setLanguage(stored);
  }, []);
  const choose = useCallback((next: EditorLanguage) => {
    window.sessionStorage.setItem(EDITOR_LANGUAGE_KEY, next);
    setLanguage(next);
  }, []);
  return [language, choose];
}

function ShellFrame({ environment, userEmail, liveHref, children }: Props) {
  const toolbar = useToolbar();
  useToolbarShortcuts(toolbar);
  const draft = environment.page.status === 'draft';
  return (
    <div
      data-editor-shell=""
      data-toolbar-active={toolbar.active ? '' : undefined}
      // Room below the content so the floating bar never hides the footer.
      className={cx('bg-neutral-100 pb-24', toolbar.active && draft && 'outline-2 outline-dashed -outline-offset-4 outline-amber-400')}
    >
      {children}
      <Toolbar toolbar={toolbar} userEmail={userEmail} liveHref={liveHref} />
    </div>
  );
}

/**
 * Client root of the edit route: editor environment, tooltips (200 ms, editor-core §9), page
 * status, toasts, the toolbar and its keyboard shortcuts around the server-rendered draft page.
 */
export function EditorShell(props: Props) {
  const [editorLanguage, setEditorLanguage] = useEditorLanguage(props.environment.editorLanguage);
  const environment = useMemo(() => ({ ...props.environment, editorLanguage }), [props.environment, editorLanguage]);
  return (
    <EditorEnvironmentProvider value={environment}>
      <SetEditorLanguageProvider value={setEditorLanguage}>
      <Tooltip.Provider delayDuration={200}>
        <EditorStatusProvider pageId={environment.page.id}>
          <style href="webbox-editor" precedence="default">
            {EDITOR_CSS}
          </style>
          <ShellFrame {...props} environment={environment} />
          <Toaster position="top-center" richColors closeButton />
        </EditorStatusProvider>
      </Tooltip.Provider>
      </SetEditorLanguageProvider>
    </EditorEnvironmentProvider>
  );
}
