'use client';

import { Languages } from 'lucide-react';
import { useEditorEnvironment, useSetEditorLanguage } from '../context';
import { BarButton } from './ui';
import { useTexts } from './use-texts';

/** Switches the editor's own texts between German and French (kept for the session). */
export function EditorLanguageSwitch() {
  const { editorLanguage } = useEditorEnvironment();
  const setLanguage = useSetEditorLanguage();
  const t = useTexts();
  const next = editorLanguage === 'de' ? 'fr' : 'de';
  return (
    <BarButton aria-label={`${t.toolbar.editorLanguage}: ${next.toUpperCase()}`} onClick={() => setLanguage(next)}>
      <Languages aria-hidden="true" className="size-4 opacity-80" />
      <span className="max-sm:sr-only">{editorLanguage.toUpperCase()}</span>
    </BarButton>
  );
}
