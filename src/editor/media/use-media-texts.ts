'use client';

import { useEditorEnvironment } from '../context';
import { pick } from '../i18n';
import { type MediaTexts, mediaDictionary } from '../i18n/media';

/** The media dictionary in the editor's language (German unless the editor chose French). */
export function useMediaTexts(): MediaTexts {
  return pick(mediaDictionary, useEditorEnvironment().editorLanguage);
}
