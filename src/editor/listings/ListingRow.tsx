'use client';

import { Archive, FilePen, MoreHorizontal, PencilLine, Send, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cx } from '@/blocks/_shared/styles';
import type { ListingStatus } from '@/shared/content/listings';
import { intlTag } from '@/shared/i18n/config';
import { formatChf } from '@/shared/listings/format';
import type { Listing } from '@/shared/schemas/listings';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { ICON_BUTTON } from '../pages/styles';
import { EDITOR_FONT } from '../toolbar/ui';
import { listingTitle } from './listing-title';

const MENU_ITEM = 'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1.5 outline-none data-highlighted:bg-neutral-100';
const STATUS_BADGE: Record<ListingStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-neutral-200 text-neutral-700',
};
/** The moves a status offers, in menu order. */
const MOVES: Record<ListingStatus, readonly ListingStatus[]> = {
  draft: ['published', 'archived'],
  published: ['archived', 'draft'],
  archived: ['published', 'draft'],
};
const MOVE_LABEL = { published: 'actions.publish', archived: 'actions.archive', draft: 'actions.draft' } as const;
const MOVE_ICON = { published: Send, archived: Archive, draft: FilePen } as const;

type Props = {
  listing: Listing;
  busy: boolean;
  onEdit: () => void;
  onStatus: (status: ListingStatus) => void;
  onDelete: () => void;
};

/** One listing: title, status, price or work quota, last change; edit at hand, the rest in its menu. */
export function ListingRow({ listing, busy, onEdit, onStatus, onDelete }: Props) {
  const t = useEditorT('editorListings');
  const { locale, site, editorLanguage } = useEditorEnvironment();
  const title = listingTitle(listing.title, locale, site.defaultLocale) ?? t('untitled');
  const detail = listing.kind === 'marketplace' ? formatChf(listing.costCents, editorLanguage) : listing.workQuota || null;
  const updated = new Intl.DateTimeFormat(intlTag(editorLanguage), { dateStyle: 'medium' }).format(new Date(listing.updatedAt));
  return (
    <li className="flex items-center gap-1 rounded-xl bg-white py-1.5 pr-1.5 pl-3 ring-1 ring-neutral-200" data-listing-id={listing.id}>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-0.5 text-xs text-neutral-600">
          <span className={cx('rounded-full px-2 py-0.5 font-semibold', STATUS_BADGE[listing.status])}>{t(`statuses.${listing.status}`)}</span>
          {detail ? <span>{detail}</span> : null}
          <span>{t('updated', { date: updated })}</span>
        </p>
      </div>
      <button type="button" className={ICON_BUTTON} onClick={onEdit} aria-label={t('form.editTitle', { title })} title={t('actions.edit')}>
        <PencilLine aria-hidden="true" className="size-4" />
      </button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={ICON_BUTTON} disabled={busy} aria-label={t('actions.menu', { title })}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className={cx(EDITOR_FONT, 'z-[80] min-w-48 rounded-xl bg-white p-1 text-sm text-neutral-900 shadow-xl ring-1 ring-black/10')}
          >
            {MOVES[listing.status].map((status) => {
              const Icon = MOVE_ICON[status];
              return (
                <DropdownMenu.Item key={status} className={MENU_ITEM} onSelect={() => onStatus(status)}>
                  <Icon aria-hidden="true" className="size-4 text-neutral-500" />
                  {t(MOVE_LABEL[status])}
                </DropdownMenu.Item>
              );
            })}
            <DropdownMenu.Separator className="my-1 h-px bg-neutral-100" />
            <DropdownMenu.Item className={cx(MENU_ITEM, 'text-rose-700')} onSelect={onDelete}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('actions.delete')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </li>
  );
}
