'use client';

import { useMemo } from 'react';
import { intlTag } from '@/shared/i18n/config';
import type { Locale } from '@/shared/locales';
import { useEditorEnvironment } from '../context';

/** A site language's name in the editor language ("Rätoromanisch"), from Intl like the other language lists. */
export function useLanguageNames(): (locale: Locale) => string {
  const { editorLanguage } = useEditorEnvironment();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlTag(editorLanguage)], { type: 'language' });
    return (locale: Locale) => names.of(locale) ?? locale.toUpperCase();
  }, [editorLanguage]);
}

/** Several names as the editor language lists them ("Französisch und Italienisch"). */
export function useLanguageList(): (locales: readonly Locale[]) => string {
  const { editorLanguage } = useEditorEnvironment();
  const name = useLanguageNames();
  return useMemo(() => {
    const list = new Intl.ListFormat(intlTag(editorLanguage), { type: 'conjunction' });
    return (locales: readonly Locale[]) => list.format(locales.map(name));
  }, [editorLanguage, name]);
}
