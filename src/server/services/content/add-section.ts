import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { OptionValue } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { addGroup } from './add-group';

/**
 * The add-section dialog's call: only registered, offered types; health-optics boxes only for
 * health-optics businesses; the new section starts with its definition's defaults.
 */
export async function addSection(
  db: Queryable,
  options: { site: { id: string; healthOptics: boolean }; pageId: string; type: string; nextTo: string | null },
): Promise<{ groupId: string; position: number }> {
  const definition = getBlockDefinition(options.type);
  if (!definition || definition.offeredInAddSection === false)
    throw new AppError('BAD_REQUEST', 'content.unknownSectionType', { values: { type: options.type } });
  if (definition.healthOpticsOnly && !options.site.healthOptics) throw new AppError('FORBIDDEN', 'content.healthOpticsOnly');
  const defaults: Record<string, OptionValue> = Object.fromEntries(Object.entries(definition.options).map(([key, option]) => [key, option.default]));
  return addGroup(db, { siteId: options.site.id, pageId: options.pageId, type: definition.type, nextTo: options.nextTo, options: defaults });
}
