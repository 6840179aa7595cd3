'use client';

import { cx, WARNING_OUTLINE } from '@/blocks/_shared/styles';
import type { EditableButtonProps } from '@/blocks/types';
import { opensInNewTab } from '@/shared/content/links';
import { useBlockLabels } from '../context';
import { useToolbar } from '../toolbar/use-toolbar';
import { useEditorT } from '../i18n/use-editor-t';
import { ButtonLinkPopover } from './ButtonLinkPopover';
import { InlineEditable } from './InlineEditable';
import { saveFieldLink, saveFieldText } from './save-field';
import { useSaveHandler } from './use-save-handler';
import { WarningMarker } from './WarningMarker';

/**
 * A button slot on the edit route. Toolbar off: the live link (or nothing while incomplete).
 * Toolbar on: the label is edited in place, a small button edits the link, and a marker names
 * what is missing — except on an untouched optional button, as on the live renderer.
 */
export function EditableButton(props: EditableButtonProps) {
  const { groupId, fieldId, slot, locale, definition, className, label, link, href } = props;
  const labels = useBlockLabels();
  const t = useEditorT('editorToolbar');
  const toolbar = useToolbar();
  const run = useSaveHandler();
  const attributes = { 'data-slot': slot, 'data-field-id': fieldId ?? undefined };

  if (!toolbar.active) {
    if (label === null || href === null) return null;
    const newTab = opensInNewTab(link);
    return (
      <a href={href} {...attributes} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    );
  }

  const untouched = label === null && href === null && !definition.required;
  const warnings = untouched ? [] : [label === null ? t('slots.missingText') : null, href === null ? t('slots.missingLink') : null].filter((w) => w !== null);
  const field = { groupId, fieldId, slot };
  return (
    <span className="group/button relative inline-flex flex-col items-start">
      <InlineEditable
        as="span"
        value={label}
        className={cx(className, label === null && 'opacity-60', warnings.length > 0 && WARNING_OUTLINE)}
        label={labels.slot(props.blockType, props.slot)}
        format="text"
        errorText={(error) => t(`slots.validation.${error}`)}
        attributes={{ ...attributes, 'data-warning': warnings.join(' | ') || undefined }}
        onSave={(next) => run(() => saveFieldText({ ...field, locale, value: next }))}
      />
      <span
        className={cx(
          // z-40: above the add-section strip (z-30) on a section's edge, as on a thin announcement bar.
          'absolute -top-3 -right-3 z-40 flex gap-1 transition-opacity group-focus-within/button:opacity-100 group-hover/button:opacity-100 [@media(hover:none)]:opacity-100',
          warnings.length === 0 && 'opacity-0',
        )}
      >
        <WarningMarker warnings={warnings} />
        <ButtonLinkPopover link={link} onSave={(next) => run(() => saveFieldLink({ ...field, link: next }))} />
      </span>
    </span>
  );
}
