'use client';

import { ChevronUp, Globe } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from './toast';
import { EDITOR_LOCALES, type EditorLocale, intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment, useSetEditorLanguage } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { errorMessage } from './toast-action';
import { BarMenu } from './BarMenu';
import { MoreChoices } from './MoreMenu';
import { BarButton, Spinner } from './ui';

/** A language named in itself ("Italiano"), so everyone finds their own whatever the editor shows. */
function autonym(language: EditorLocale): string {
  const name = new Intl.DisplayNames([intlTag(language)], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(intlTag(language)) + name.slice(1);
}

/** Stores the chosen editor language as the user's preference (a toast says why when it cannot). */
function useEditorLanguageChoice() {
  const { editorLanguage } = useEditorEnvironment();
  const setLanguage = useSetEditorLanguage();
  const t = useEditorT('editorToolbar');
  const [pending, startTransition] = useTransition();

  function choose(language: EditorLocale) {
    if (language === editorLanguage) return;
    startTransition(async () => {
      try {
        await setLanguage(language);
      } catch (error) {
        toast.error(t('editorLanguage.failed', { message: errorMessage(error, t('toasts.generic')) }));
      }
    });
  }
  return { editorLanguage, pending, choose, t };
}

/**
 * The editor's own language (menus, dialogs, messages) — not the page's: a globe with a "UI" tag
 * and a tooltip set it apart from the content-language menu beside it. The choice is stored as
 * the user's preference on the server; the page then renders again in the new language.
 */
export function EditorLanguageSwitch() {
  const { editorLanguage, pending, choose, t } = useEditorLanguageChoice();
  return (
    <BarMenu
      hint={t('editorLanguage.hint')}
      title={t('editorLanguage.label')}
      current={editorLanguage}
      onChoose={choose}
      className="min-w-44"
      choices={EDITOR_LOCALES.map((language) => ({
        value: language,
        label: autonym(language),
        props: { lang: language, 'data-editor-language-option': language },
      }))}
      trigger={
        <BarButton data-editor-language={editorLanguage} aria-label={t('editorLanguage.current', { language: autonym(editorLanguage) })} aria-busy={pending}>
          {pending ? <Spinner label={t('editorLanguage.saving')} /> : <Globe aria-hidden="true" className="size-4 opacity-80" />}
          <span aria-hidden="true" className="rounded bg-sky-400/20 px-1 text-[10px] leading-4 font-bold tracking-wide text-sky-200 ring-1 ring-sky-300/40">
            {t('editorLanguage.badge')}
          </span>
          <span className="font-semibold max-sm:sr-only">{editorLanguage.toUpperCase()}</span>
          <ChevronUp aria-hidden="true" className="size-3.5 opacity-60" />
        </BarButton>
      }
    />
  );
}

/** The editor language's choices in the toolbar's "Mehr" menu, each named in itself. */
export function EditorLanguageMenuEntry() {
  const { editorLanguage, choose, t } = useEditorLanguageChoice();
  return (
    <MoreChoices
      title={t('editorLanguage.label')}
      current={editorLanguage}
      onChoose={choose}
      choices={EDITOR_LOCALES.map((language) => ({ value: language, label: autonym(language), lang: language }))}
    />
  );
}
