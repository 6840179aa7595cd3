'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from '../toolbar/toast';
import type { Locale } from '@/shared/locales';
import type { TSavedItem } from '@/shared/schemas/editor';
import { useEditorEnvironment } from '../context';
import { useEditorT } from '../i18n/use-editor-t';
import { useAfterMutation, useEditorStatus } from '../publish/status-context';
import { saveItem } from '../save-item';
import { errorMessage } from '../toolbar/toast-action';
import { Autosave, type AutosaveOptions } from './autosave';
import { baseVersion, rememberVersion, replaceVersion, type SaveItemChange } from './versions';

type Field<T> = {
  groupId: string;
  fieldId: string | null;
  slot: string;
  locale: Locale;
  label: string;
  value: T;
  /** The save payload's content for a value. */
  change: (value: T) => NonNullable<Extract<SaveItemChange, { itemType: 'field' }>['data']['content']>;
  isValue: (value: unknown) => value is T;
  /** A value (mine, or theirs from the server's field state in this language) as plain text. */
  text: (value: T) => string;
  theirs: (current: TSavedItem) => string;
};

/**
 * Autosave for one text field of the page: returns the saver and the value restored from an
 * unsent draft of an earlier visit (shown instead of the server's until it is saved).
 */
export function useAutosave<T>(field: Field<T>): { autosave: Autosave<T>; restored: T | undefined } {
  const { site, page } = useEditorEnvironment();
  const after = useAfterMutation();
  const status = useEditorStatus();
  const t = useEditorT('editorToolbar');
  const base = (): Extract<SaveItemChange, { itemType: 'field' }> => ({
    itemType: 'field',
    linkId: field.fieldId,
    groupId: field.groupId,
    slot: field.slot,
    data: {},
  });
  const options: AutosaveOptions<T> = {
    ref: { siteId: site.id, pageId: page.id, groupId: field.groupId, slot: field.slot, locale: field.locale },
    baseline: field.value,
    isValue: field.isValue,
    baseVersion: () => baseVersion(base()),
    send: (value, version, transport) => saveItem({ ...base(), data: { content: field.change(value) } }, version, transport),
    adoptVersion: (version) => rememberVersion(base(), { version }),
    describe: { label: field.label, mine: field.text, theirs: field.theirs },
    // While typing only the publish status reloads: a re-render would move the caret.
    onSaved: (final) => (final ? after() : void status.refresh()),
    onTheirs: (current) => {
      replaceVersion(base(), current.version);
      after();
    },
    onError: (error) => toast.error(t('toasts.saving.error', { message: errorMessage(error, t('toasts.generic')) })),
  };
  const ref = useRef<Autosave<T> | null>(null);
  if (!ref.current) ref.current = new Autosave(options);
  ref.current.update(options);
  const autosave = ref.current;
  const [restored, setRestored] = useState<T | undefined>(undefined);
  // localStorage exists only in the browser: read after hydration.
  useEffect(() => {
    setRestored(autosave.restore());
    return () => autosave.dispose();
  }, [autosave]);
  return { autosave, restored };
}
