import { z } from 'zod';
import { LOCALES } from '../locales';
import type { RichTextNode } from '../content/types';
import { INVALID_CHARACTERS, cleanText, isCleanDeep } from './clean-text';
import { RICH_TEXT_TOO_LARGE, richTextWithinLimits } from './rich-text-limits';

/**
 * Payloads of the editing API (editor-core §7, editor-panels §7), shared by the editor's client
 * code and the server routes. Block-specific rules (does this slot or option exist, is the value
 * allowed) are checked on the server against the block registry.
 */
export const ZLocale = z.enum(LOCALES, { error: 'Unknown language' });

const ZRichTextMark = z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() });
export const ZRichTextNode: z.ZodType<RichTextNode> = z
  .lazy(() =>
    z.object({
      type: z.string().max(40),
      attrs: z.record(z.string(), z.unknown()).optional(),
      content: z.array(ZRichTextNode).max(2000).optional(),
      marks: z.array(ZRichTextMark).max(20).optional(),
      text: z.string().max(20_000).optional(),
    }),
  )
  .meta({ id: 'RichTextNode', description: 'A Tiptap/ProseMirror document node' });
/** A document within the depth and node caps (checked first, without recursion), every string clean. */
const ZRichTextDocument = z
  .unknown()
  .refine(richTextWithinLimits, { message: RICH_TEXT_TOO_LARGE, abort: true })
  .refine((value) => isCleanDeep(value), INVALID_CHARACTERS)
  .pipe(ZRichTextNode);
export const ZRichTextValue = z.object({ json: ZRichTextDocument, text: cleanText(z.string().max(50_000)) });

/** Option values as stored: scalars, string lists, coordinate lists, or small objects (links). */
export const ZOptionValue = z.union([
  cleanText(z.string().max(2000)),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(cleanText(z.string().max(200))).max(200),
  z.array(z.array(z.number().finite()).length(2)).max(5000),
  z.record(z.string(), z.unknown()).refine((value) => isCleanDeep(value), INVALID_CHARACTERS),
]);
export const ZOptionKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/, 'Invalid option key');
export const ZSlotName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}$/, 'Invalid field name');

export const ZFieldContentChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), value: cleanText(z.string().max(10_000)).nullable() }),
  z.object({ type: z.literal('localizedSingleValue'), locale: ZLocale, value: cleanText(z.string().max(10_000)).nullable() }),
  z.object({ type: z.literal('localizedRichText'), locale: ZLocale, value: ZRichTextValue.nullable() }),
]);
export type TFieldContentChange = z.infer<typeof ZFieldContentChange>;

/**
 * The version of the item the editor based its change on (0: the field did not exist yet). When the
 * stored version differs the server refuses with 409 and the current state, so no save silently
 * overwrites someone else's.
 */
export const ZBaseVersion = z.number().int().min(0).max(2_147_483_647);

export const ZSaveFieldRequest = z.object({
  itemType: z.literal('field'),
  version: ZBaseVersion,
  /** The field id, or null when the slot has no field yet (it is created). */
  linkId: z.uuid().nullable(),
  groupId: z.uuid(),
  slot: ZSlotName,
  data: z
    .object({
      content: ZFieldContentChange.optional(),
      options: z.record(ZOptionKey, ZOptionValue).optional(),
      mediaId: z.uuid().nullable().optional(),
      visible: z.boolean().optional(),
    })
    .refine((data) => Object.keys(data).length > 0, 'Nothing to save'),
});

export const ZSaveGroupRequest = z.object({
  itemType: z.literal('group'),
  version: ZBaseVersion,
  linkId: z.uuid(),
  data: z
    .object({
      options: z.record(ZOptionKey, ZOptionValue).optional(),
      meta: z.object({ disallowedLanguages: z.array(ZLocale).max(LOCALES.length) }).optional(),
    })
    .refine((data) => Object.keys(data).length > 0, 'Nothing to save'),
});

/** POST /api/v1/data */
export const ZSaveItemRequest = z.discriminatedUnion('itemType', [ZSaveFieldRequest, ZSaveGroupRequest]);
export type TSaveItemRequest = z.infer<typeof ZSaveItemRequest>;

/** The answer of a save, and (as the 409's data) the state someone else saved meanwhile. */
export const ZSavedItem = z.object({
  itemType: z.enum(['field', 'group']),
  /** Null in a 409 when the field was removed (e.g. a revert) meanwhile. */
  id: z.uuid().nullable(),
  version: z.number().int(),
  state: z.unknown(),
});
export type TSavedItem = z.infer<typeof ZSavedItem>;

/** POST /api/v1/group/add */
export const ZAddGroupRequest = z.object({
  pageId: z.uuid(),
  groupName: cleanText(z.string().min(1).max(60)),
  nextTo: z.uuid().nullable().optional(),
});
export type TAddGroupRequest = z.infer<typeof ZAddGroupRequest>;

/** POST /api/v1/group/remove */
export const ZRemoveGroupRequest = z.object({ pageId: z.uuid(), groupId: z.uuid(), version: ZBaseVersion });

/** POST /api/v1/group/sort */
export const ZSortGroupRequest = z.object({ pageId: z.uuid(), groupId: z.uuid(), direction: z.enum(['up', 'down']) });

/** POST /api/v1/group/status — restore a pending removal, archive or unarchive. */
export const ZGroupStatusRequest = z.object({
  pageId: z.uuid(),
  groupId: z.uuid(),
  from: z.enum(['draft', 'published', 'archived', 'markedForDeletion']),
  to: z.enum(['draft', 'published', 'archived', 'markedForDeletion']),
});

/** GET /api/v1/page/status/translation → locale → number of texts missing in it. */
export const ZTranslationStatus = z.record(z.string(), z.number().int());
