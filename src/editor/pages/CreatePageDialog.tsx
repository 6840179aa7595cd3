'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from '../toolbar/toast';
import { toSlug } from '@/shared/content/slug';
import type { Locale } from '@/shared/locales';
import { type ActiveCollection, ZCreatedPage, ZCreatePageRequest } from '@/shared/schemas/site-structure';
import { ApiError, apiPost } from '../api-client';
import { useEditorT } from '../i18n/use-editor-t';
import { errorMessage } from '../toolbar/toast-action';
import { PagesDialog } from './PagesDialog';
import { editHref } from './page-groups';
import { FIELD_ERROR, INPUT, LABEL } from './styles';

type Props = {
  /** null: closed; else the group the page is created in (null collection: a free page). */
  target: { collection: ActiveCollection | null; groupTitle: string } | null;
  locale: Locale;
  onClose: () => void;
  onCreated: () => void;
};

type Errors = { name?: string; slug?: string; form?: string };

/**
 * Creates a page (editor-panels §5 "Creating a page", "Page slug"): the name is required, the slug
 * follows the name until the user edits it and is made URL-safe as typed; the new page opens in
 * edit mode with the toolbar open.
 */
export function CreatePageDialog({ target, locale, onClose, onCreated }: Props) {
  const t = useEditorT('editorPages');
  const router = useRouter();
  const ids = useId();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const finalSlug = toSlug(slug);
  const prefix = `/${locale}${target?.collection ? `/${target.collection}` : ''}/`;

  const reset = () => {
    setName('');
    setSlug('');
    setSlugEdited(false);
    setErrors({});
  };

  const submit = async () => {
    const found: Errors = {};
    if (!name.trim()) found.name = t('create.nameRequired');
    if (!finalSlug) found.slug = t('create.slugEmpty');
    setErrors(found);
    if (found.name || found.slug || !target) return;
    setBusy(true);
    try {
      const answer = await apiPost('/page/add', ZCreatePageRequest, { collection: target.collection, lang: locale, name: name.trim(), slug: finalSlug });
      const parsed = ZCreatedPage.safeParse(answer);
      if (!parsed.success) throw new Error(t('panel.generic'));
      const created = parsed.data.page;
      toast.success(t('create.pageCreated', { name: name.trim() }));
      reset();
      onCreated();
      router.push(editHref(created, locale));
    } catch (failure) {
      const message = errorMessage(failure, t('panel.generic'));
      // A taken slug (409) belongs beside the slug field; anything else above the buttons.
      const slugProblem = failure instanceof ApiError && failure.status === 409;
      setErrors(slugProblem ? { slug: message } : { form: message });
      toast.error(t('create.error', { message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PagesDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      title={target?.collection ? t('create.titleIn', { group: target.groupTitle }) : t('create.title')}
      submitLabel={t('create.submit')}
      cancelLabel={t('create.cancel')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <div>
        <label htmlFor={`${ids}-name`} className={LABEL}>
          {t('create.name')}
        </label>
        <input
          id={`${ids}-name`}
          className={`${INPUT} mt-1`}
          value={name}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugEdited) setSlug(toSlug(event.target.value));
          }}
        />
        {errors.name ? (
          <p id={`${ids}-name-error`} className={FIELD_ERROR}>
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${ids}-slug`} className={LABEL}>
          {t('create.slug')}
        </label>
        <input
          id={`${ids}-slug`}
          className={`${INPUT} mt-1 font-mono`}
          value={slug}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={`${ids}-slug-preview${errors.slug ? ` ${ids}-slug-error` : ''}`}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value);
          }}
          onBlur={() => setSlug(finalSlug)}
        />
        <p id={`${ids}-slug-preview`} className="mt-1 truncate font-mono text-xs text-neutral-500">
          {t('create.preview', { path: `${prefix}${finalSlug}` })}
        </p>
        {errors.slug ? (
          <p id={`${ids}-slug-error`} className={FIELD_ERROR}>
            {errors.slug}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-rose-700">
          {errors.form}
        </p>
      ) : null}
    </PagesDialog>
  );
}
