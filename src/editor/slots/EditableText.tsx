'use client';

import { cx, WARNING_OUTLINE } from '@/blocks/_shared/styles';
import type { EditableTextProps } from '@/blocks/types';
import { useBlockLabels } from '../context';
import { useToolbar } from '../toolbar/use-toolbar';
import { useEditorT } from '../i18n/use-editor-t';
import { useAutosave } from '../safety/use-autosave';
import { localizedText } from '../safety/field-text';
import { MachineTranslatedBadge } from '../translation/MachineTranslatedBadge';
import { useMachineTranslated } from '../translation/use-machine-translated';
import { InlineEditable } from './InlineEditable';

/**
 * A text slot on the edit route (autosaved while typing, see `safety/autosave.ts`). With the toolbar off it is the live text, read-only, and an
 * empty slot shows nothing; with it on, the text is edited in place (placeholder = slot label).
 */
export function EditableText(props: EditableTextProps) {
  const { groupId, fieldId, slot, locale, definition, className, value, as: Tag } = props;
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const toolbar = useToolbar();
  const label = labels.slot(props.blockType, props.slot);
  const machine = useMachineTranslated(props.machineTranslated ?? false);
  const { autosave, restored } = useAutosave<string | null>({
    groupId,
    fieldId,
    slot,
    locale,
    label,
    value,
    change: (next) => ({ type: 'localizedSingleValue', locale, value: next }),
    isValue: (stored): stored is string | null => stored === null || typeof stored === 'string',
    text: (next) => next ?? '',
    theirs: (current) => localizedText(current, locale),
  });
  const attributes = { 'data-slot': slot, 'data-field-id': fieldId ?? undefined };

  if (!toolbar.active) {
    return value === null ? null : (
      <Tag {...attributes} className={className}>
        {value}
      </Tag>
    );
  }
  const warning = definition.required && value === null ? t('slots.missingText') : undefined;
  return (
    <>
      <InlineEditable
        as={Tag}
        value={value}
        className={cx(className, warning && WARNING_OUTLINE)}
        label={label}
        format={definition.format ?? 'text'}
        errorText={(error) => t(`slots.validation.${error}`)}
        attributes={{ ...attributes, 'data-warning': warning }}
        restored={restored}
        onDraft={(next) => autosave.change(next)}
        onSave={async (next) => {
          const saved = await autosave.commit(next);
          // A person's edit is the review: the server has dropped the machine-translation mark.
          if (saved && next !== value) machine.dismiss();
          return saved;
        }}
      />
      {machine.shown && fieldId ? (
        <MachineTranslatedBadge groupId={groupId} fieldId={fieldId} slot={slot} locale={locale} label={label} onConfirmed={machine.dismiss} />
      ) : null}
    </>
  );
}
