import type { FieldState, GroupState } from '../../../shared/content/types';
import { AppError } from '../../platform/app-error';

/** The current state of an item someone else changed: the data of a 409, so the editor can show both. */
export type CurrentItem = { itemType: 'field' | 'group'; id: string | null; version: number; state: FieldState | GroupState | null };

/** Refuses a change based on another version than the stored one (no silent last-writer-wins). */
export function changedMeanwhile(current: CurrentItem): AppError {
  const key = current.itemType === 'field' ? 'content.fieldChangedMeanwhile' : 'content.sectionChangedMeanwhile';
  return new AppError('CONFLICT', key, { data: current });
}
