'use client';

import { Languages, Pencil } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { Popover } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';
import { localeHref } from '../toolbar/locale-href';
import { BarButton, EDITOR_FONT, FOCUS_RING_LIGHT } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

/** Shown instead of publish while texts are untranslated: counts per language, each with a way to fix it. */
export function MissingTranslations({ missing }: { missing: { locale: Locale; count: number }[] }) {
  const env = useEditorEnvironment();
  const t = useEditorT('editorToolbar');
  const params = useSearchParams();
  const total = missing.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <BarButton tone="warning">
          <Languages aria-hidden="true" className="size-4" />
          {t('publish.missingButton')}
          <span className="rounded-full bg-amber-300/20 px-1.5 text-xs tabular-nums">{total}</span>
        </BarButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          sideOffset={10}
          className={cx(EDITOR_FONT, 'z-[80] w-72 rounded-2xl bg-white p-4 text-neutral-900 shadow-2xl ring-1 ring-black/5')}
        >
          <p className="font-semibold">{t('publish.missingTitle')}</p>
          <p className="mt-1 text-sm text-neutral-600">{t('publish.missingDescription')}</p>
          <ul className="mt-3 divide-y divide-neutral-100">
            {missing.map(({ locale, count }) => (
              <li key={locale} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-semibold">{locale.toUpperCase()}</span>
                  <span className="ml-2 text-neutral-500 tabular-nums">
                    {t('publish.missingCount', { count })}
                  </span>
                </span>
                <a
                  href={localeHref(env.page, locale, params.toString())}
                  className={cx('inline-flex items-center gap-1 rounded-lg px-2 py-1 font-medium text-sky-700 hover:bg-sky-50', FOCUS_RING_LIGHT)}
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                  {t('publish.editLocale')}
                </a>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
