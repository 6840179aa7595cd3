'use client';

import { useEditorEnvironment } from '../../context';
import { type Dictionary, pick } from '../../i18n';

/** Editor texts of the media gallery's controls and of the bulkUploader option. */
export type GalleryEditorTexts = {
  add: string;
  select: (alt: string) => string;
  remove: (alt: string) => string;
  count: (n: number) => string;
  upload: string;
};

export const galleryDictionary: Dictionary<GalleryEditorTexts> = {
  de: {
    add: 'Bilder hinzufügen',
    select: (alt) => `Bild auswählen: ${alt}`,
    remove: (alt) => `Bild löschen: ${alt}`,
    count: (n) => (n === 1 ? '1 Bild' : `${n} Bilder`),
    upload: 'Bilder hochladen',
  },
  fr: {
    add: 'Ajouter des images',
    select: (alt) => `Sélectionner l'image : ${alt}`,
    remove: (alt) => `Supprimer l'image : ${alt}`,
    count: (n) => (n === 1 ? '1 image' : `${n} images`),
    upload: 'Téléverser des images',
  },
};

export function useGalleryTexts(): GalleryEditorTexts {
  return pick(galleryDictionary, useEditorEnvironment().editorLanguage);
}
