'use client';

import { Check, ChevronUp, FileText } from 'lucide-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { DropdownMenu } from 'radix-ui';
import { useTransition } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { localeHref } from './locale-href';
import { BarButton, EDITOR_FONT, Spinner, WithTooltip } from './ui';
import { useEditorT } from '../i18n/use-editor-t';

/**
 * The page's content language: upper-cased locale codes in a menu that opens upwards (the bar
 * sits at the bottom), marked with a page icon so it is not taken for the editor-language globe.
 * Hidden on single-locale sites; shows a spinner while the other locale's page loads.
 */
export function LocaleSwitcher() {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const router = useRouter();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  if (env.site.locales.length < 2) return null;

  function choose(locale: Locale) {
    if (locale === env.locale) return;
    startTransition(() => router.push(localeHref(env.page, locale, params.toString())));
  }

  return (
    <DropdownMenu.Root>
      <WithTooltip label={t('toolbar.localeHint')}>
        <DropdownMenu.Trigger asChild>
          <BarButton aria-label={`${t('toolbar.locale')}: ${env.locale.toUpperCase()}`} aria-busy={pending}>
            {pending ? <Spinner label={t('toolbar.localeLoading')} /> : <FileText aria-hidden="true" className="size-4 opacity-70" />}
            <span className="font-semibold tabular-nums">{env.locale.toUpperCase()}</span>
            <ChevronUp aria-hidden="true" className="size-3.5 opacity-60" />
          </BarButton>
        </DropdownMenu.Trigger>
      </WithTooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={10}
          className={cx(EDITOR_FONT, 'z-[80] min-w-28 rounded-xl bg-neutral-900 p-1 text-sm text-white shadow-2xl ring-1 ring-white/10')}
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-white/50">{t('toolbar.locale')}</DropdownMenu.Label>
          {env.site.locales.map((locale) => (
            <DropdownMenu.Item
              key={locale}
              onSelect={() => choose(locale)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-1.5 font-semibold outline-none data-highlighted:bg-white/10"
            >
              {locale.toUpperCase()}
              {locale === env.locale ? <Check aria-hidden="true" className="size-4 text-emerald-300" /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
