import { z } from 'zod';
import { cleanText } from './clean-text';
import { ZAcknowledgedWarnings } from './publish-checks';

export const ZPageIdRequest = z.object({ id: z.uuid('A page id is required') });
export type TPageIdRequest = z.infer<typeof ZPageIdRequest>;

/** POST /page/publish — `acknowledgedWarnings`: the warnings confirmed with "Trotzdem veröffentlichen". */
export const ZPublishPageRequest = ZPageIdRequest.extend({ acknowledgedWarnings: ZAcknowledgedWarnings.optional() });
export const ZRevertPageRequest = ZPageIdRequest;
export const ZPublicationStatusQuery = ZPageIdRequest;

const count = z.number().int().min(0);
/** What publishing changes for visitors, in boxes (`src/shared/content/page-changes.ts`). */
export const ZPageChanges = z.object({
  page: z.enum(['new', 'changed']).nullable(),
  newBoxes: count,
  changedBoxes: count,
  removedBoxes: count,
  order: z.boolean(),
});

/**
 * GET /page/status/publication — the spec's row counts (fields, groups, pages whose draft differs)
 * and `changes`, the count every view shows.
 */
export const ZPublicationStatus = z.object({
  fields: count,
  groups: count,
  pages: count,
  changes: ZPageChanges,
});

export const ZUnlockPageRequest = z.object({
  id: z.uuid(),
  password: cleanText(z.string().min(1, 'Enter the password').max(200)),
});

/** Client-facing cache tag names (spec §3.1) or an item id whose page should be refreshed. */
export const CLIENT_CACHE_TAGS = ['appMetadata', 'pages', 'pageStatus', 'settings', 'navigation', 'translations', 'instagramFeed', 'changelog'] as const;
export const ZRevalidateTagRequest = z.object({
  tag: z.union([z.enum(CLIENT_CACHE_TAGS), z.uuid(), z.string().regex(/^page:[0-9a-f-]{36}$/)], {
    error: 'Unknown cache tag',
  }),
});
