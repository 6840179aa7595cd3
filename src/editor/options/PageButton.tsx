'use client';

import { Check } from 'lucide-react';
import type { PickerPage } from '@/shared/editor/environment';
import type { PageRef } from '@/editor/lib/link-value';
import type { Locale } from '@/shared/locales';
import { focusRing, useOptionTexts } from './ui';

/** A page's name in the content locale, else any name, else its slug, else "Unknown" (editor-core §8). */
export function pageTitle(page: PickerPage, locale: Locale, fallback: string): string {
  const names = [page.name[locale], ...Object.values(page.name), page.slug[locale], ...Object.values(page.slug)];
  return names.find((name): name is string => typeof name === 'string' && name.trim() !== '') ?? fallback;
}

type PageButtonProps = {
  page: PickerPage;
  locale: Locale;
  selected: boolean;
  disabled: boolean;
  onSelect: (page: PageRef) => void;
};

export function PageButton({ page, locale, selected, disabled, onSelect }: PageButtonProps) {
  const t = useOptionTexts();
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onSelect({ id: page.id, collection: page.collection })}
      className={`flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-blue-50 aria-pressed:text-blue-900 ${focusRing}`}
    >
      <span className="min-w-0 flex-1 truncate">{pageTitle(page, locale, t('unknown'))}</span>
      {page.status === 'draft' && <span className="shrink-0 rounded-full bg-amber-100 px-1.5 py-px text-[10px] font-medium text-amber-800">{t('draft')}</span>}
      {selected && <Check aria-label={t('selectedPage')} className="size-3.5 shrink-0 text-blue-600" />}
    </button>
  );
}
