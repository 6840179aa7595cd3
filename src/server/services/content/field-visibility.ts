import { and, eq, ne, sql } from 'drizzle-orm';
import { getBlockDefinition } from '../../../shared/blocks/definitions';
import type { BlockDefinition } from '../../../shared/blocks/types';
import type { FieldState, GroupState } from '../../../shared/content/types';
import type { Transaction } from '../../db/client';
import { fields, groups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { changedMeanwhile } from './changed-meanwhile';

export type LockedGroup = { id: string; version: number; draft: GroupState; definition: BlockDefinition };

/** Locks a section of this site (and of `pageId` when given) for the visibility and meta calls. */
export async function lockSection(tx: Transaction, options: { siteId: string; groupId: string; pageId?: string }): Promise<LockedGroup> {
  const [group] = await tx
    .select({ id: groups.id, version: groups.version, draft: groups.draft, type: groups.componentType })
    .from(groups)
    .where(
      and(
        eq(groups.id, options.groupId),
        eq(groups.siteId, options.siteId),
        options.pageId ? eq(groups.pageId, options.pageId) : undefined,
        ne(groups.status, 'deleted'),
      ),
    )
    .for('update');
  if (!group) throw new AppError('NOT_FOUND', 'content.sectionNotFound');
  const definition = getBlockDefinition(group.type);
  if (!definition) throw new AppError('BAD_REQUEST', 'content.sectionNotEditable', { values: { type: group.type } });
  return { id: group.id, version: group.version, draft: group.draft, definition };
}

export type FieldVisibility = { fieldId: string; slot: string; version: number; visible: boolean };

/**
 * Shows or hides one slot of a locked section as a draft, creating its field row when the slot has
 * none yet. The slot must be one of the block's; with `version`, a stale base is refused (409).
 */
export async function writeFieldVisibility(
  tx: Transaction,
  section: LockedGroup,
  change: { siteId: string; slot: string; visible: boolean; fieldId?: string | null; version?: number },
): Promise<FieldVisibility> {
  if (!Object.hasOwn(section.definition.slots, change.slot)) throw new AppError('BAD_REQUEST', 'visibility.fieldNotFound');
  const [existing] = await tx
    .select()
    .from(fields)
    .where(
      change.fieldId ? and(eq(fields.id, change.fieldId), eq(fields.siteId, change.siteId)) : and(eq(fields.groupId, section.id), eq(fields.slot, change.slot)),
    )
    .for('update');
  if (change.fieldId && (!existing || existing.groupId !== section.id || existing.slot !== change.slot))
    throw new AppError('NOT_FOUND', 'content.fieldNotFound');
  if (change.version !== undefined && change.version !== (existing?.version ?? 0)) {
    throw changedMeanwhile({ itemType: 'field', id: existing?.id ?? null, version: existing?.version ?? 0, state: existing?.draft ?? null });
  }
  if (existing) {
    const draft: FieldState = { ...existing.draft, visible: change.visible };
    const [updated] = await tx
      .update(fields)
      .set({ draft, version: sql`${fields.version} + 1`, updatedAt: new Date() })
      .where(eq(fields.id, existing.id))
      .returning({ version: fields.version });
    return { fieldId: existing.id, slot: change.slot, version: updated?.version ?? existing.version + 1, visible: change.visible };
  }
  const draft: FieldState = { content: null, options: {}, mediaId: null, visible: change.visible };
  const [created] = await tx
    .insert(fields)
    .values({ siteId: change.siteId, groupId: section.id, slot: change.slot, draft })
    .returning({ id: fields.id, version: fields.version });
  if (!created) throw new AppError('INTERNAL', 'content.createFieldFailed');
  return { fieldId: created.id, slot: change.slot, version: created.version, visible: change.visible };
}
