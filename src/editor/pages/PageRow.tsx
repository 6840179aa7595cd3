'use client';

import { FileText, Lock, MoreHorizontal, Settings, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import type { Locale } from '@/shared/locales';
import type { TPageListItem } from '@/shared/schemas/site-structure';
import { useEditorT } from '../i18n/use-editor-t';
import { EDITOR_FONT, FOCUS_RING_LIGHT } from '../toolbar/ui';
import { editHref, isHomePage, pageChips, pageName } from './page-groups';
import { ICON_BUTTON } from './styles';

type Props = {
  page: TPageListItem;
  locale: Locale;
  current: boolean;
  onSettings: () => void;
  onDelete: () => void;
};

const MENU_ITEM = 'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-neutral-100';

/**
 * One page of the overview: a link to edit it, its chips (button | role | protected), a lock badge,
 * a dot when it has unpublished changes, and a menu with settings and — except for the home page — delete.
 */
export function PageRow({ page, locale, current, onSettings, onDelete }: Props) {
  const t = useEditorT('editorPages');
  const name = pageName(page, locale) ?? t('page.untitled');
  const chips = pageChips(page, { button: t('page.button'), protected: t('page.protected'), role: (role) => t(`roles.${role}`) });
  return (
    <li className={cx('flex items-center gap-1 rounded-xl pr-1', current && 'bg-sky-50')} data-page-id={page.id}>
      <a
        href={editHref(page, locale)}
        aria-current={current ? 'page' : undefined}
        className={cx(
          'flex min-w-0 flex-1 items-center gap-2.5 rounded-xl px-2 py-2 text-sm hover:bg-neutral-50 aria-[current=page]:text-sky-900',
          FOCUS_RING_LIGHT,
        )}
      >
        <FileText aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            <span className="truncate font-medium">{name}</span>
            {page.hasPassword ? <Lock aria-label={t('page.passwordBadge')} role="img" className="size-3.5 shrink-0 text-neutral-500" /> : null}
            {page.changed ? (
              <span className="inline-block size-2 shrink-0 rounded-full bg-amber-500" data-changed="">
                <span className="sr-only">{t('page.changed')}</span>
              </span>
            ) : null}
            {current ? <span className="sr-only">{t('page.current')}</span> : null}
          </span>
          {chips ? <span className="block truncate text-xs text-neutral-500">{chips}</span> : null}
        </span>
        {page.status === 'draft' ? (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t('page.draft')}</span>
        ) : null}
      </a>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={ICON_BUTTON} aria-label={t('page.actions', { name })}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className={cx(EDITOR_FONT, 'z-[80] min-w-40 rounded-xl bg-white p-1 text-sm text-neutral-900 shadow-xl ring-1 ring-black/10')}
          >
            <DropdownMenu.Item className={MENU_ITEM} onSelect={onSettings}>
              <Settings aria-hidden="true" className="size-4 text-neutral-500" />
              {t('page.settings')}
            </DropdownMenu.Item>
            {isHomePage(page) ? null : (
              <DropdownMenu.Item className={cx(MENU_ITEM, 'text-rose-700')} onSelect={onDelete}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('page.delete')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
