'use client';

import { useMemo } from 'react';
import { intlTag } from '@/shared/i18n/config';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';

/** A content language's name in the editor language ("Französisch", "français"). */
export function useLanguageName(): (locale: Locale) => string {
  const { editorLanguage } = useEditorEnvironment();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlTag(editorLanguage)], { type: 'language' });
    return (locale) => names.of(locale) ?? locale.toUpperCase();
  }, [editorLanguage]);
}
