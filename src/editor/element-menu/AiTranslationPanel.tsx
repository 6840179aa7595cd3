'use client';

import { useId, useState } from 'react';
import { toast } from '../toolbar/toast';
import { cx } from '@/blocks/_shared/styles';
import type { SectionFieldSummary } from '@/blocks/types';
import { getBlockDefinition } from '@/shared/blocks/definitions';
import type { Locale } from '@/shared/locales';
import { useBlockLabels, useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useLanguageNames } from '../languages/language-names';
import { translate } from '../languages/translate';
import { defaultSource, translatableFields } from '../languages/translation-targets';
import { useAfterMutation } from '../publish/status-context';
import { errorMessage } from '../toolbar/toast-action';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { PANEL_PRIMARY, PanelFrame } from './PanelFrame';

type Props = { groupId: string; type: string; fields: Readonly<Record<string, SectionFieldSummary>>; onClose: () => void };

const SELECT = cx('w-full rounded-lg border border-neutral-300 bg-white px-2 py-1.5 text-sm', FOCUS_RING_LIGHT);
const SMALL = cx('rounded-lg px-2.5 py-1 text-xs font-medium ring-1 ring-neutral-200 hover:bg-neutral-50 disabled:opacity-50', FOCUS_RING_LIGHT);

/**
 * "KI-Übersetzung" of the box menu (editor-panels §2): from a source language into one of the
 * site's languages (the current one first), the whole box or one field at a time. The results are
 * drafts to check; a failure stays in the panel and changes nothing.
 */
export function AiTranslationPanel({ groupId, type, fields, onClose }: Props) {
  const t = useEditorT('editorLanguages');
  const env = useEditorEnvironment();
  const labels = useBlockLabels();
  const after = useAfterMutation();
  const name = useLanguageNames();
  const ids = { from: useId(), to: useId() };
  const { locales, defaultLocale } = env.site;
  const [to, setTo] = useState<Locale>(env.locale);
  const [from, setFrom] = useState<Locale>(() => defaultSource(locales, defaultLocale, env.locale));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const definition = getBlockDefinition(type);
  const textFields = definition ? translatableFields(definition, fields, from) : [];

  function chooseTarget(target: Locale) {
    setTo(target);
    if (target === from) setFrom(defaultSource(locales, defaultLocale, target));
  }

  async function run(target: { groupId: string } | { fieldId: string }) {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const result = await translate({ pageId: env.page.id, ...target, from, to }, t('panel.generic'));
      setBusy(false);
      if (result.translated === 0) return setNote(t('panel.nothing', { language: name(from) }));
      toast.success(t('panel.done', { count: result.translated }));
      after();
      // A whole box is done: back to the page to check it. Single fields: the next one may follow.
      if ('groupId' in target) onClose();
    } catch (failure) {
      setBusy(false);
      setError(errorMessage(failure, t('panel.generic')));
    }
  }

  const option = (locale: Locale) => (
    <option key={locale} value={locale}>
      {`${name(locale)} (${locale.toUpperCase()})`}
    </option>
  );

  return (
    <PanelFrame title={t('panel.title')} hint={t('panel.hint')} onClose={onClose} busy={busy}>
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={ids.from} className="text-xs font-medium text-neutral-600">
          {t('panel.from')}
        </label>
        <label htmlFor={ids.to} className="text-xs font-medium text-neutral-600">
          {t('panel.to')}
        </label>
        <select id={ids.from} className={SELECT} value={from} disabled={busy} onChange={(event) => setFrom(event.target.value as Locale)}>
          {locales.filter((locale) => locale !== to).map(option)}
        </select>
        <select id={ids.to} className={SELECT} value={to} disabled={busy} onChange={(event) => chooseTarget(event.target.value as Locale)}>
          {locales.map(option)}
        </select>
      </div>
      <button type="button" className={cx(PANEL_PRIMARY, 'mt-3 w-full justify-center')} disabled={busy} onClick={() => void run({ groupId })}>
        {t('panel.translateBox')}
      </button>
      <h3 className="mt-4 mb-1 text-xs font-semibold text-neutral-600">{t('panel.fields')}</h3>
      {textFields.length === 0 ? <p className="text-xs text-neutral-500">{t('panel.noFields')}</p> : null}
      <ul className="max-h-56 space-y-0.5 overflow-y-auto">
        {textFields.map(({ slot, fieldId }) => (
          <li key={slot} className="flex items-center justify-between gap-2 rounded-lg px-2 py-1 hover:bg-neutral-50">
            <span className="truncate">{labels.slot(type, slot)}</span>
            <button
              type="button"
              className={SMALL}
              disabled={busy}
              aria-label={t('panel.translateField', { field: labels.slot(type, slot) })}
              onClick={() => void run({ fieldId })}
            >
              {t('panel.translate')}
            </button>
          </li>
        ))}
      </ul>
      {note ? (
        <p role="status" className="mt-3 text-xs text-neutral-600">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-rose-50 px-2.5 py-2 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </PanelFrame>
  );
}
