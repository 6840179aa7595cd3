'use client';

import { toast } from '../toolbar/toast';
import { EDITOR_LOCALES, type EditorLocale, intlTag } from '@/shared/i18n/config';
import { useEditorEnvironment, useSetEditorLanguage } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { errorMessage } from '../toolbar/toast-action';
import { SelectSetting } from './controls';

/** The person's editor language (stored as their preference; not the page's language). */
export function EditorLanguageSetting() {
  const { editorLanguage } = useEditorEnvironment();
  const setLanguage = useSetEditorLanguage();
  const t = useEditorT('editorSettings');
  const name = (language: EditorLocale) => new Intl.DisplayNames([intlTag(language)], { type: 'language' }).of(language) ?? language;
  return (
    <SelectSetting
      label={t('editorLanguage.label')}
      value={editorLanguage}
      options={EDITOR_LOCALES.map((language) => ({ value: language, label: name(language) }))}
      onChange={(language) => {
        if (language === editorLanguage) return;
        setLanguage(language).catch((error: unknown) => toast.error(t('toasts.error', { message: errorMessage(error, t('toasts.generic')) })));
      }}
    />
  );
}
