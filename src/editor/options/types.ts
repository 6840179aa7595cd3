import type { OptionDefinition } from '@/shared/blocks/types';
import type { OptionValue } from '@/shared/content/types';

/** The item whose options are edited: a section (group) or one of its fields. */
export type OptionTarget = { itemType: 'group'; groupId: string } | { itemType: 'field'; groupId: string; fieldId: string | null; slot: string };

/**
 * Props of `OptionEditor` (src/editor/options/OptionEditor.tsx): the panel listing an item's
 * options (those whose display conditions hold), each edited by the control of its type.
 * Saving goes through `saveItem`; after a successful save the panel calls `onSaved` then `onClose`.
 */
export type OptionEditorProps = {
  target: OptionTarget;
  /** The section's block type: option names come from its catalogue entry. */
  blockType: string;
  definitions: Record<string, OptionDefinition>;
  values: Record<string, OptionValue>;
  onClose: () => void;
  onSaved?: () => void;
};
