'use client';

import { useEditorEnvironment } from '../context';
import { pick } from '../i18n';
import { type ToolbarTexts, toolbarDictionary } from '../i18n/toolbar';

/** The toolbar dictionary in the editor's language (German unless the editor chose French). */
export function useTexts(): ToolbarTexts {
  return pick(toolbarDictionary, useEditorEnvironment().editorLanguage);
}
