'use client';

import { useEffect } from 'react';
import type { ToolbarState } from './use-toolbar';

/** Typing in an editable field must not be taken over by the editor's global keys. */
function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable]') !== null;
}

/** An open dialog or menu handles its own Escape (radix layers mark themselves with these roles). */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * Cmd/Ctrl+E opens the toolbar when it is closed; Escape closes the pages panel (back to the
 * toolbar), or else closes everything (editor-panels §2 "Keyboard").
 */
export function useToolbarShortcuts(toolbar: ToolbarState): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'e') {
        if (toolbar.open) return;
        event.preventDefault();
        toolbar.openToolbar();
        return;
      }
      if (event.key !== 'Escape' || !toolbar.open || isEditableTarget(event.target) || overlayOpen()) return;
      if (toolbar.pageMenu) toolbar.openToolbar();
      else toolbar.close();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toolbar]);
}
