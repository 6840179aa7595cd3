'use client';

import { useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import type { EditableArticleUrlProps } from '@/blocks/types';
import { useBlockLabels } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { localizedText } from '../safety/field-text';
import { useAutosave } from '../safety/use-autosave';
import { InlineEditable } from '../slots/InlineEditable';
import { EDITOR_FONT } from '../toolbar/ui';
import { useToolbar } from '../toolbar/use-toolbar';
import { checkArticle } from './check-article';

type Shown = 'checking' | 'notFound' | 'unavailable' | null;

const NOTE = 'mt-1 block w-fit rounded-lg px-2 py-1 text-sm font-medium';

/**
 * One URL of a health-optics article box, edited in place (editor-panels §5 "Article URL (teaser)").
 * A pasted URL is checked with the feed before it is saved: one the feed does not know is not saved
 * and says 'Artikel mit dieser URL nicht gefunden'; when the feed cannot answer, the URL is saved
 * and the generic URL error shows. Until the editor changes it, the entry shows the error the page
 * render met. No autosave while typing: a half-pasted URL is no article.
 */
export function ArticleUrlField(props: EditableArticleUrlProps) {
  const { groupId, fieldId, slot, locale, value, error } = props;
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const toolbar = useToolbar();
  const label = labels.slot(props.blockType, slot);
  const [checked, setChecked] = useState<{ shown: Shown } | null>(null);
  const { autosave, restored } = useAutosave<string | null>({
    groupId,
    fieldId,
    slot,
    locale,
    label,
    value,
    change: (next) => ({ type: 'localizedSingleValue', locale, value: next }),
    isValue: (stored): stored is string | null => stored === null || typeof stored === 'string',
    text: (next) => next ?? '',
    theirs: (current) => localizedText(current, locale),
  });

  // With the toolbar off the box looks as live: teasers only.
  if (!toolbar.active) return null;
  const shown: Shown = checked ? checked.shown : error;

  async function save(next: string | null): Promise<boolean> {
    if (next === null) {
      setChecked(null);
      return autosave.commit(null);
    }
    setChecked({ shown: 'checking' });
    const outcome = await checkArticle(next);
    if (outcome === 'notFound') {
      setChecked({ shown: 'notFound' });
      return false;
    }
    setChecked(outcome === 'unavailable' ? { shown: 'unavailable' } : null);
    return autosave.commit(next);
  }

  return (
    <div data-article-url={slot} className={cx(EDITOR_FONT, 'flex flex-col')}>
      <InlineEditable
        as="p"
        value={value}
        label={label}
        format="url"
        className="rounded-lg border border-dashed border-current/30 px-3 py-2 text-sm break-all"
        errorText={(format) => t(`slots.validation.${format}`)}
        attributes={{ 'data-slot': slot, 'data-field-id': fieldId ?? undefined }}
        restored={restored}
        onSave={save}
      />
      {shown === 'checking' ? (
        <span role="status" className={cx(NOTE, 'bg-sky-50 text-sky-800 ring-1 ring-sky-200')}>
          {t('articles.checking')}
        </span>
      ) : shown ? (
        <span role="alert" data-article-error={shown} className={cx(NOTE, 'bg-rose-50 text-rose-700 ring-1 ring-rose-200')}>
          {shown === 'notFound' ? t('articles.notFound') : t('slots.validation.url')}
        </span>
      ) : value === null && restored === undefined ? (
        <span className="mt-1 text-sm opacity-70">{t('articles.hint')}</span>
      ) : null}
    </div>
  );
}
