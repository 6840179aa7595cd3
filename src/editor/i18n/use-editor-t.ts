'use client';

import { useMemo } from 'react';
import { useEditorEnvironment } from '../context';
import { createEditorT, type EditorNamespace, type EditorT } from './messages';

/** The editor's texts of one namespace in the user's editor language. */
export function useEditorT<N extends EditorNamespace>(namespace: N): EditorT<N> {
  const { editorLanguage, messages } = useEditorEnvironment();
  return useMemo(() => createEditorT(editorLanguage, messages, namespace), [editorLanguage, messages, namespace]);
}
