'use client';

import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '@/blocks/_shared/styles';
import { useEditorT } from '../i18n/use-editor-t';
import { type GlossaryProblem, glossaryProblem } from '../languages/glossary';
import { PROVIDER_NAMES, useTranslationProvider } from '../languages/use-translation-provider';
import { FOCUS_RING_LIGHT } from '../toolbar/ui';
import { SettingsSection } from './controls';

const INPUT = cx('min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-2.5 py-1.5 text-sm aria-[invalid=true]:border-rose-600', FOCUS_RING_LIGHT);
const ADD = cx('inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium ring-1 ring-neutral-200 hover:bg-neutral-50', FOCUS_RING_LIGHT);

type Props = { glossary: readonly string[]; onSave: (glossary: string[]) => Promise<boolean> };

/**
 * The "KI-Übersetzung" section: which translation service the platform has (or that none is set
 * up), and the glossary of terms it never translates, saved with the other settings (a draft).
 */
export function TranslationSection({ glossary, onSave }: Props) {
  const t = useEditorT('editorLanguages');
  const provider = useTranslationProvider();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [problem, setProblem] = useState<GlossaryProblem | null>(null);

  async function add() {
    const found = glossaryProblem(glossary, term);
    setProblem(found);
    if (found) return;
    if (await onSave([...glossary, term.trim()])) setTerm('');
  }

  const problemText = (found: GlossaryProblem) =>
    'max' in found ? t(`translation.errors.${found.key}`, { max: found.max }) : t(`translation.errors.${found.key}`);

  return (
    <SettingsSection title={t('translation.title')}>
      <p className="text-sm">
        {!provider.loaded
          ? t('translation.providerLoading')
          : provider.provider
            ? t('translation.provider', { provider: PROVIDER_NAMES[provider.provider] })
            : t('translation.noProvider')}
      </p>
      <h4 className="mt-4 text-sm font-semibold">{t('translation.glossary')}</h4>
      <p className="text-xs text-neutral-500">{t('translation.glossaryHint')}</p>
      {glossary.length === 0 ? <p className="mt-2 text-xs text-neutral-500">{t('translation.empty')}</p> : null}
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {glossary.map((entry) => (
          <li key={entry} className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-0.5 pr-1 pl-2.5 text-sm">
            {entry}
            <button
              type="button"
              aria-label={t('translation.remove', { term: entry })}
              className={cx('grid size-6 place-items-center rounded-full hover:bg-neutral-200', FOCUS_RING_LIGHT)}
              onClick={() => void onSave(glossary.filter((each) => each !== entry))}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('translation.term')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            className={INPUT}
            value={term}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className={ADD}>
            <Plus aria-hidden="true" className="size-3.5" />
            {t('translation.add')}
          </button>
        </div>
        {problem ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-rose-700">
            {problemText(problem)}
          </p>
        ) : null}
      </form>
    </SettingsSection>
  );
}
