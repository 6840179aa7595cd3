'use client';

import type { MediaT } from '../i18n/messages';
import { useEditorT } from '../i18n/use-editor-t';

/** The media library's texts (`editorMedia`) in the editor's language. */
export function useMediaTexts(): MediaT {
  return useEditorT('editorMedia');
}
