'use client';

import { Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { LISTING_KINDS, type ListingKind, type ListingStatus } from '@/shared/content/listings';
import type { Listing } from '@/shared/schemas/listings';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { ConfirmDialog } from '../toolbar/ConfirmDialog';
import { SidePanel } from '../toolbar/SidePanel';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { changeStatus, removeListing } from './listing-actions';
import { ListingEditor } from './ListingEditor';
import { ListingRow } from './ListingRow';
import { listingTitle } from './listing-title';
import { useListingForm } from './use-listing-form';
import { useListings } from './use-listings';

const TAB = cx(
  'rounded-lg px-3 py-1.5 text-sm font-medium text-neutral-600 hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm',
  FOCUS_RING_LIGHT,
);
const SMALL_BUTTON = cx(
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-50',
  FOCUS_RING_LIGHT,
);
const NEW_BUTTON = cx(
  'inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800',
  FOCUS_RING_LIGHT,
);

/** What the panel shows: the list of a kind, or one listing's form (`null`: a new one). */
type View = { mode: 'list' } | { mode: 'edit'; listing: Listing | null };

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Stellen & Marktplatz" (issue 16): the site's job offers and marketplace items in every status,
 * a tab each; create, edit, publish, archive, back to draft and delete. The form opens in the
 * panel itself, so the media library can open above it.
 */
export function ListingsPanel({ open, onOpenChange }: Props) {
  const t = useEditorT('editorListings');
  const { locale, site } = useEditorEnvironment();
  const [kind, setKind] = useState<ListingKind>('job');
  const [view, setView] = useState<View>({ mode: 'list' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const { state, reload, put, drop } = useListings(open, kind);
  const form = useListingForm({
    kind,
    onSaved: (saved) => {
      put(saved);
      setView({ mode: 'edit', listing: saved });
    },
    onStale: reload,
  });
  const edit = (listing: Listing | null) => {
    form.start(listing);
    setView({ mode: 'edit', listing });
  };

  const move = async (listing: Listing, status: ListingStatus) => {
    setBusyId(listing.id);
    const moved = await changeStatus(t, listing, status);
    setBusyId(null);
    // A refusal may mean a colleague changed it: show what is stored now.
    if (moved) put(moved);
    else reload();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    const done = await removeListing(t, deleting);
    setBusyId(null);
    setDeleting(null);
    if (done) drop(deleting.id);
    else reload();
  };

  return (
    <SidePanel
      open={open}
      // Closing keeps the view and an unsaved form: opening again shows them as they were.
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      width="wide"
      layer="belowMedia"
    >
      {view.mode === 'edit' ? (
        <ListingEditor kind={kind} listing={view.listing} form={form} onClose={() => setView({ mode: 'list' })} />
      ) : (
        <Tabs.Root
          value={kind}
          onValueChange={(value) => setKind(LISTING_KINDS.find((entry) => entry === value) ?? 'job')}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-3">
            <Tabs.List aria-label={t('tabs.label')} className="inline-flex w-fit gap-1 rounded-xl bg-neutral-100 p-1">
              {LISTING_KINDS.map((entry) => (
                <Tabs.Trigger key={entry} value={entry} className={TAB}>
                  {t(`tabs.${entry}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <button type="button" className={NEW_BUTTON} onClick={() => edit(null)}>
              <Plus aria-hidden="true" className="size-4" />
              {t(`new.${kind}`)}
            </button>
          </div>
          {LISTING_KINDS.map((entry) => (
            <Tabs.Content
              key={entry}
              value={entry}
              className={cx('min-h-0 flex-1 overflow-y-auto px-5 py-3', FOCUS_RING_LIGHT)}
              aria-busy={state.status === 'loading'}
            >
              {state.status === 'loading' ? <Spinner label={t('loading')} className="py-6 text-neutral-500" /> : null}
              {state.status === 'error' ? (
                <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
                  <p>
                    {t('loadFailed')} {state.message}
                  </p>
                  <button type="button" onClick={reload} className={SMALL_BUTTON}>
                    {t('retry')}
                  </button>
                </div>
              ) : null}
              {state.status === 'ready' && state.listings.length === 0 ? <p className="py-6 text-sm text-neutral-600">{t(`empty.${entry}`)}</p> : null}
              {state.status === 'ready' && state.listings.length > 0 ? (
                <ul aria-label={t(`list.${entry}`)} className="flex flex-col gap-2">
                  {state.listings.map((listing) => (
                    <ListingRow
                      key={listing.id}
                      listing={listing}
                      busy={busyId === listing.id}
                      onEdit={() => edit(listing)}
                      onStatus={(status) => void move(listing, status)}
                      onDelete={() => setDeleting(listing)}
                    />
                  ))}
                </ul>
              ) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        title={t('deleteDialog.title', { title: deleting ? (listingTitle(deleting.title, locale, site.defaultLocale) ?? t('untitled')) : '' })}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        tone="danger"
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
      >
        {t('deleteDialog.body')}
      </ConfirmDialog>
    </SidePanel>
  );
}
