'use client';

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { pagePath } from '@/shared/content/links';
import type { TCollectionEditorItem } from '@/shared/schemas/collections';
import type { ActiveCollection } from '@/shared/schemas/site-structure';
import { useEditorEnvironment } from '../context';
import { FOCUS_RING_LIGHT, Spinner } from '../toolbar/ui';
import { useEditorT } from '../i18n/use-editor-t';

type Props = { collection: ActiveCollection; onAdd: (name: string) => Promise<TCollectionEditorItem | null> };

/** "Neuer Eintrag": a name adds a collection page (shown); its page can be edited straight away. */
export function AddCollectionItemForm({ collection, onAdd }: Props) {
  const t = useEditorT('editorCollections');
  const { locale } = useEditorEnvironment();
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ name: string; href: string | null } | null>(null);

  async function submit() {
    const trimmed = name.trim();
    if (!trimmed) return;
    setBusy(true);
    const item = await onAdd(trimmed);
    setBusy(false);
    if (!item) return;
    setName('');
    setAdded({ name: trimmed, href: pagePath({ locale, mode: 'edit', page: { slug: item.slug, collection, specialKey: null } }) });
  }

  return (
    <form
      className="space-y-2 border-t border-neutral-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="block text-xs font-semibold tracking-wider text-neutral-500 uppercase">
        {t('collection.addLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          placeholder={t('collection.addPlaceholder')}
          maxLength={120}
          className={cx('h-10 min-w-0 flex-1 rounded-xl px-3 text-sm ring-1 ring-neutral-300', FOCUS_RING_LIGHT)}
        />
        <button
          type="submit"
          disabled={busy || name.trim() === ''}
          className={cx(
            'inline-flex h-10 items-center gap-2 rounded-xl bg-neutral-900 px-4 text-sm font-semibold text-white hover:bg-neutral-800 disabled:opacity-50',
            FOCUS_RING_LIGHT,
          )}
        >
          {busy ? <Spinner /> : <Plus aria-hidden="true" className="size-4" />}
          {t('collection.add')}
        </button>
      </div>
      {added ? (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-800">
          {t('collection.added', { name: added.name })}
          {added.href ? (
            <a href={added.href} className={cx('font-semibold underline', FOCUS_RING_LIGHT)}>
              {t('collection.editPage')}
            </a>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
