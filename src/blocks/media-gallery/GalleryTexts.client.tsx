'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import source from '../../shared/i18n/messages/de/blocks.json';
import { createT } from '../../shared/i18n/translator';
import type { Locale } from '../../shared/locales';

/** The gallery's messages of one language (`blocks.gallery`), as the server resolved them. */
export type GalleryMessages = typeof source.gallery;

type Value = { locale: Locale; messages: GalleryMessages };

const GalleryTextsContext = createContext<Value | null>(null);

/**
 * Hands the gallery's messages to the live grid and, on the edit route, to the editor's gallery
 * that renders the same grid. A context rather than a prop, so the editor's wrapper needs no text
 * plumbing of its own; the server view (MediaGallery.tsx) provides it in the page language.
 */
export function GalleryTextsProvider({ locale, messages, children }: Value & { children: ReactNode }): ReactNode {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <GalleryTextsContext.Provider value={value}>{children}</GalleryTextsContext.Provider>;
}

/**
 * The gallery's translator. Without a provider (a grid rendered on its own) it reads the German
 * source messages, the last step of every fallback chain; only that one file is bundled.
 */
export function useGalleryT() {
  const value = useContext(GalleryTextsContext);
  return useMemo(() => createT({ locale: value?.locale ?? 'de', namespace: 'gallery', messages: { gallery: value?.messages ?? source.gallery } }), [value]);
}
