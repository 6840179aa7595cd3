'use client';

import { Check, ChevronUp, Globe } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { cx } from '@/blocks/_shared/styles';
import { EDITOR_LOCALES, type EditorLocale, intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment, useSetEditorLanguage } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { errorMessage } from './toast-action';
import { BarButton, EDITOR_FONT, Spinner, WithTooltip } from './ui';

/** A language named in itself ("Italiano"), so everyone finds their own whatever the editor shows. */
function autonym(language: EditorLocale): string {
  const name = new Intl.DisplayNames([intlTag(language)], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(intlTag(language)) + name.slice(1);
}

/**
 * The editor's own language (menus, dialogs, messages) — not the page's: a globe with a "UI" tag
 * and a tooltip set it apart from the content-language menu beside it. The choice is stored as
 * the user's preference on the server; the page then renders again in the new language.
 */
export function EditorLanguageSwitch() {
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

  return (
    <DropdownMenu.Root>
      <WithTooltip label={t('editorLanguage.hint')}>
        <DropdownMenu.Trigger asChild>
          <BarButton data-editor-language={editorLanguage} aria-label={t('editorLanguage.current', { language: autonym(editorLanguage) })} aria-busy={pending}>
            {pending ? <Spinner label={t('editorLanguage.saving')} /> : <Globe aria-hidden="true" className="size-4 opacity-80" />}
            <span aria-hidden="true" className="rounded bg-sky-400/20 px-1 text-[10px] leading-4 font-bold tracking-wide text-sky-200 ring-1 ring-sky-300/40">
              {t('editorLanguage.badge')}
            </span>
            <span className="font-semibold max-sm:sr-only">{editorLanguage.toUpperCase()}</span>
            <ChevronUp aria-hidden="true" className="size-3.5 opacity-60" />
          </BarButton>
        </DropdownMenu.Trigger>
      </WithTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={10}
          className={cx(EDITOR_FONT, 'z-[80] min-w-44 rounded-xl bg-neutral-900 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10')}
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-white/50">{t('editorLanguage.label')}</DropdownMenu.Label>
          {EDITOR_LOCALES.map((language) => (
            <DropdownMenu.Item
              key={language}
              lang={language}
              data-editor-language-option={language}
              onSelect={() => choose(language)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-white/10"
            >
              {autonym(language)}
              {language === editorLanguage ? <Check aria-hidden="true" className="size-4 text-emerald-300" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
