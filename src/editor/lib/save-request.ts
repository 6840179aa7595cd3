import type { OptionTarget } from '@/editor/options/types';
import type { OptionValue } from '@/shared/content/types';
import type { SaveItemChange } from '@/editor/safety/versions';

/** The save payload of one option of a group or field (POST /api/v1/data; `saveItem` adds the base version). */
export function optionSaveRequest(target: OptionTarget, key: string, value: OptionValue): SaveItemChange {
  const data = { options: { [key]: value } };
  if (target.itemType === 'group') return { itemType: 'group', linkId: target.groupId, data };
  return { itemType: 'field', linkId: target.fieldId, groupId: target.groupId, slot: target.slot, data };
}
