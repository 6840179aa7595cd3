'use client';

import { cx, WARNING_OUTLINE } from '@/blocks/_shared/styles';
import type { EditableTextProps } from '@/blocks/types';
import { useBlockLabels } from '../context';
import { useToolbar } from '../toolbar/use-toolbar';
import { useEditorT } from '../i18n/use-editor-t';
import { InlineEditable } from './InlineEditable';
import { saveFieldText } from './save-field';
import { useSaveHandler } from './use-save-handler';

/**
 * A text slot on the edit route. With the toolbar off it is the live text, read-only, and an
 * empty slot shows nothing; with it on, the text is edited in place (placeholder = slot label).
 */
export function EditableText(props: EditableTextProps) {
  const { groupId, fieldId, slot, locale, definition, className, value, as: Tag } = props;
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const toolbar = useToolbar();
  const run = useSaveHandler();
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
    <InlineEditable
      as={Tag}
      value={value}
      className={cx(className, warning && WARNING_OUTLINE)}
      label={labels.slot(props.blockType, props.slot)}
      format={definition.format ?? 'text'}
      errorText={(error) => t(`slots.validation.${error}`)}
      attributes={{ ...attributes, 'data-warning': warning }}
      onSave={(next) => run(() => saveFieldText({ groupId, fieldId, slot, locale, value: next }))}
    />
  );
}
