import { z } from 'zod';
import { ZBaseVersion, ZLocale, ZSlotName } from './editor';
import { ZActiveCollection, ZPageName } from './site-structure';

/**
 * Payloads of the collection editor and the per-element menu's visibility calls (editor-panels §4
 * Collection items, §7 collection calls, field/group visibility, group meta). A container section
 * (teamContainer, servicesContainer, testimonialsContainer) keeps its ordered item list in its
 * working state (`GroupState.items`); visitors see the published order after publishing.
 */

/** POST /collection/add — a new collection page with its preset boxes, added to the container (shown). */
export const ZAddCollectionItemRequest = z.object({
  /** The container section's id. */
  collectionId: z.uuid(),
  collectionName: ZActiveCollection,
  lang: ZLocale,
  name: ZPageName,
});
export const ZAddedCollectionItem = z.object({ pageId: z.uuid(), slug: z.partialRecord(ZLocale, z.string()) });

/** POST /collection/items — show an item in the container or move it to the archive (hidden). */
export const ZCollectionItemVisibilityRequest = z.object({
  collectionId: z.uuid(),
  collectionName: ZActiveCollection,
  pageId: z.uuid(),
  action: z.enum(['show', 'hide']),
});

/** POST /collection/sort — move `activeId` to where `overId` is (drag and drop). */
export const ZSortCollectionRequest = z
  .object({ collectionId: z.uuid(), collectionName: ZActiveCollection, activeId: z.uuid(), overId: z.uuid() })
  .refine((value) => value.activeId !== value.overId, { message: 'collections.sameItem', path: ['overId'] });

/** POST /collection/removeItem — the item's page is deleted (restorable for 30 days). */
export const ZRemoveCollectionItemRequest = z.object({ collectionId: z.uuid(), collectionName: ZActiveCollection, pageId: z.uuid() });

/** One item of a container as the collection editor lists it (shown first in order, then the archive). */
export const ZCollectionEditorItem = z.object({
  pageId: z.uuid(),
  name: z.partialRecord(ZLocale, z.string()),
  slug: z.partialRecord(ZLocale, z.string()),
  visible: z.boolean(),
  status: z.enum(['draft', 'published']),
});
export const ZCollectionEditorList = z.object({ items: z.array(ZCollectionEditorItem) });
export type TCollectionEditorItem = z.infer<typeof ZCollectionEditorItem>;
/** GET /collection/items?collectionId= */
export const ZCollectionItemsQuery = z.object({ collectionId: z.uuid() });

/** POST /field/visibility — show or hide one field of a section. */
export const ZFieldVisibilityRequest = z.object({
  /** null when the slot has no field row yet (it is created hidden). */
  fieldId: z.uuid().nullable(),
  fieldName: ZSlotName,
  groupId: z.uuid(),
  visible: z.boolean(),
  version: ZBaseVersion.optional(),
});

/** POST /group/visibility — several fields of a section at once. */
export const ZGroupVisibilityRequest = z.object({
  pageId: z.uuid(),
  groupId: z.uuid(),
  visibleFields: z.record(ZSlotName, z.boolean()).refine((value) => Object.keys(value).length > 0 && Object.keys(value).length <= 40, 'collections.noFields'),
});

/** POST /group/meta — the languages a section is hidden in (they do not count as missing translations). */
export const ZGroupMetaRequest = z.object({
  groupId: z.uuid(),
  pageId: z.uuid(),
  meta: z.object({ disallowedLanguages: z.array(ZLocale).max(10) }),
  version: ZBaseVersion.optional(),
});
