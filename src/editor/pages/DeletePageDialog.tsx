'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { pagePath } from '@/shared/content/links';
import type { Locale } from '@/shared/locales';
import { type TPageListItem, ZPageIdBody, ZRemovedPage } from '@/shared/schemas/site-structure';
import { apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { withToast } from '../toolbar/toast-action';
import { editHref, isHomePage } from './page-groups';

type Props = {
  page: TPageListItem | null;
  name: string;
  pages: readonly TPageListItem[];
  locale: Locale;
  currentPageId: string;
  onClose: () => void;
  onDeleted: () => void;
};

/**
 * Confirms and deletes a page (editor-panels §4 "Deleting the current page"): it leaves the
 * navigation and can be restored for 30 days. Deleting the page being edited goes to the home page.
 * The home page is never offered.
 */
export function DeletePageDialog({ page, name, pages, locale, currentPageId, onClose, onDeleted }: Props) {
  const t = useEditorT('editorPages');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (page && isHomePage(page)) return null;

  const confirm = async () => {
    if (!page) return;
    setBusy(true);
    const removed = await withToast(
      { loading: t('delete.loading'), success: t('delete.success'), error: (message) => t('delete.error', { message }), generic: t('panel.generic') },
      () => apiPost('/page/remove', ZPageIdBody, { id: page.id }),
    );
    setBusy(false);
    if (removed === null) return;
    onClose();
    if (page.id !== currentPageId) {
      onDeleted();
      return;
    }
    const answer = ZRemovedPage.safeParse(removed);
    const home = answer.success && answer.data.homePageId ? pages.find((entry) => entry.id === answer.data.homePageId) : undefined;
    router.push(home ? editHref(home, locale) : `${pagePath({ locale, mode: 'edit', page: { slug: {}, collection: null, specialKey: '~home' } })}?toolbar=1`);
  };

  return (
    <ConfirmDialog
      open={page !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={() => void confirm()}
      tone="danger"
      busy={busy}
      icon={<Trash2 aria-hidden="true" className="size-5 text-rose-600" />}
    >
      {t('delete.body', { name })}
    </ConfirmDialog>
  );
}
