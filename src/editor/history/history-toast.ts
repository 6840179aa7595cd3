import type { EditorMessages, EditorT } from '../i18n/messages';
import type { ToastTexts } from '../toolbar/toast-action';

export type HistoryToast = Exclude<keyof EditorMessages['editorHistory']['toasts'], 'generic'>;

/** The texts of a publish-all or restore toast (`editorHistory` → `toasts.{kind}`). */
export function historyToast(t: EditorT<'editorHistory'>, kind: HistoryToast): ToastTexts {
  return {
    loading: t(`toasts.${kind}.loading`),
    success: t(`toasts.${kind}.success`),
    error: (message) => t(`toasts.${kind}.error`, { message }),
    generic: t('toasts.generic'),
  };
}
