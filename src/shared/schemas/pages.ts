import { z } from 'zod';
import { cleanText } from './clean-text';

export const ZPageIdRequest = z.object({ id: z.uuid('A page id is required') });
export type TPageIdRequest = z.infer<typeof ZPageIdRequest>;

export const ZPublishPageRequest = ZPageIdRequest;
export const ZRevertPageRequest = ZPageIdRequest;
export const ZPublicationStatusQuery = ZPageIdRequest;

export const ZPublicationStatus = z.object({
  fields: z.number().int(),
  groups: z.number().int(),
  pages: z.number().int(),
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
