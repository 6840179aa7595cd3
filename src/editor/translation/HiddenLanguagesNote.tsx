'use client';

import { EyeOff } from 'lucide-react';
import { useEditorT } from '../i18n/use-editor-t';
import type { MissingLanguage } from '../publish/publish-state';
import { useLanguageNames } from '../languages/language-names';

/**
 * In the publish dialog: languages the page is not live in yet and whose texts are missing. They
 * do not block publishing; the page just stays hidden there (editor-panels §2 "Publish dialog").
 */
export function HiddenLanguagesNote({ missing }: { missing: readonly MissingLanguage[] }) {
  const t = useEditorT('editorTranslation');
  const languageName = useLanguageNames();
  const hidden = missing.filter((language) => !language.blocking);
  if (hidden.length === 0) return null;
  return (
    <section aria-label={t('publishNote.title')} className="mt-4 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <p className="flex items-center gap-1.5 font-medium text-neutral-900">
        <EyeOff aria-hidden="true" className="size-4 text-neutral-500" />
        {t('publishNote.title')}
      </p>
      <p className="mt-0.5 text-xs text-neutral-600">{t('publishNote.description')}</p>
      <ul className="mt-2 space-y-0.5 text-sm text-neutral-800">
        {hidden.map((language) => (
          <li key={language.locale} data-hidden-locale={language.locale}>
            <span className="font-medium">{languageName(language.locale)}</span>
            <span className="text-neutral-500"> · {t('missing.count', { count: language.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
