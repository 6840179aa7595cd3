'use client';

import { ChevronUp, FileText } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { localeHref } from './locale-href';
import { BarMenu } from './BarMenu';
import { MoreChoices } from './MoreMenu';
import { BarButton, Spinner } from './ui';
import { useEditorT } from '../i18n/use-editor-t';

/** Opens the page in the chosen content language (a transition: the bar shows it loading). */
function useLocaleChoice() {
  const env = useEditorEnvironment();
  const router = useRouter();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  function choose(locale: Locale) {
    if (locale === env.locale) return;
    startTransition(() => router.push(localeHref(env.page, locale, params.toString())));
  }
  return { env, pending, choose };
}

/**
 * The page's content language: upper-cased locale codes in a menu that opens upwards (the bar
 * sits at the bottom), marked with a page icon so it is not taken for the editor-language globe.
 * Hidden on single-locale sites; shows a spinner while the other locale's page loads.
 */
export function LocaleSwitcher() {
  const t = useEditorT('editorToolbar');
  const { env, pending, choose } = useLocaleChoice();
  if (env.site.locales.length < 2) return null;

  return (
    <BarMenu
      hint={t('toolbar.localeHint')}
      title={t('toolbar.locale')}
      current={env.locale}
      onChoose={choose}
      className="min-w-28"
      itemClassName="font-semibold"
      choices={env.site.locales.map((locale) => ({ value: locale, label: locale.toUpperCase() }))}
      trigger={
        <BarButton aria-label={`${t('toolbar.locale')}: ${env.locale.toUpperCase()}`} aria-busy={pending}>
          {pending ? <Spinner label={t('toolbar.localeLoading')} /> : <FileText aria-hidden="true" className="size-4 opacity-70" />}
          <span className="font-semibold tabular-nums">{env.locale.toUpperCase()}</span>
          <ChevronUp aria-hidden="true" className="size-3.5 opacity-60" />
        </BarButton>
      }
    />
  );
}

/** The content language's choices in the toolbar's "Mehr" menu. */
export function LocaleMenuEntry() {
  const t = useEditorT('editorToolbar');
  const { env, choose } = useLocaleChoice();
  if (env.site.locales.length < 2) return null;
  return (
    <MoreChoices
      title={t('toolbar.locale')}
      current={env.locale}
      onChoose={choose}
      choices={env.site.locales.map((locale) => ({ value: locale, label: locale.toUpperCase() }))}
    />
  );
}
