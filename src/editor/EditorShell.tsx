'use client';

import { useRouter } from 'next/navigation';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { EditorEnvironment } from '@/shared/editor/environment';
import { apiPost, setEditorApiLanguage } from './api-client';
import { ChangelogProvider } from './changelog/ChangelogProvider';
import { EditorEnvironmentProvider, type SetEditorLanguage, SetEditorLanguageProvider } from './context';
import { useHeaderScrollPadding } from './lib/header-offset';
import { EditorStatusProvider } from './publish/status-context';
import { LazyToaster } from './toolbar/toast';
import { ConflictDialog } from './safety/ConflictDialog';
import { EDITOR_CSS } from './toolbar/editor-css';
import { Toolbar } from './toolbar/Toolbar';
import { useToolbar } from './toolbar/use-toolbar';
import { useToolbarShortcuts } from './toolbar/use-toolbar-shortcuts';
import { useFocusParam } from './translation/use-focus-param';
import { createEditorT } from './i18n/messages';

type Props = { environment: EditorEnvironment; userEmail: string; liveHref: string; children: ReactNode };

function ShellFrame({ environment, userEmail, liveHref, children }: Props) {
  const toolbar = useToolbar();
  useToolbarShortcuts(toolbar);
  useHeaderScrollPadding();
  useFocusParam();
  // Set once the editor has hydrated: keys and clicks before it would reach no handler (browser tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const draft = environment.page.status === 'draft';
  return (
    <div
      data-editor-shell=""
      data-toolbar-active={toolbar.active ? '' : undefined}
      data-editor-ready={ready ? '' : undefined}
      // Room below the content so the floating bar never hides the footer.
      className={cx('bg-neutral-100 pb-24', toolbar.active && draft && 'outline-2 outline-dashed -outline-offset-4 outline-amber-400')}
    >
      {children}
      <Toolbar toolbar={toolbar} userEmail={userEmail} liveHref={liveHref} />
    </div>
  );
}

/**
 * The editor language is the user's preference on the server: a change is stored first, then the
 * route renders again with that language's catalogues (and block placeholders); nothing is kept
 * in the browser.
 */
function useStoreEditorLanguage(): SetEditorLanguage {
  const router = useRouter();
  return useCallback(
    async (editorLanguage) => {
      await apiPost('/me/preferences', (s) => s.ZUpdatePreferencesRequest, { editorLanguage }, 'PUT');
      router.refresh();
    },
    [router],
  );
}

/**
 * Client root of the edit route: editor environment (with the editor language's messages),
 * tooltips (200 ms, editor-core §9), page status, toasts, the toolbar and its keyboard shortcuts
 * around the server-rendered draft page.
 */
export function EditorShell(props: Props) {
  const setEditorLanguage = useStoreEditorLanguage();
  // The providers below are not there yet: the toolbar's texts straight from the environment.
  const t = createEditorT(props.environment.editorLanguage, props.environment.messages, 'editorToolbar');
  // Set while rendering, not in an effect: children's effects (status, media) call the API first.
  setEditorApiLanguage(props.environment.editorLanguage, {
    offline: t('requestFailure.offline'),
    server: t('requestFailure.server'),
    tooLarge: t('requestFailure.tooLarge'),
    tooMany: t('requestFailure.tooMany'),
    signIn: t('requestFailure.signIn'),
    refused: t('requestFailure.refused'),
  });
  return (
    <EditorEnvironmentProvider value={props.environment}>
      <SetEditorLanguageProvider value={setEditorLanguage}>
        <Tooltip.Provider delayDuration={200}>
          <EditorStatusProvider pageId={props.environment.page.id} enabled={props.environment.member.permissions.includes('content.edit')}>
            <style href="webbox-editor" precedence="default">
              {EDITOR_CSS}
            </style>
            <ChangelogProvider>
              <ShellFrame {...props} />
            </ChangelogProvider>
            <ConflictDialog />
            <LazyToaster position="top-center" richColors closeButton />
          </EditorStatusProvider>
        </Tooltip.Provider>
      </SetEditorLanguageProvider>
    </EditorEnvironmentProvider>
  );
}
