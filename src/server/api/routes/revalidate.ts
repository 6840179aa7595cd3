import { z } from 'zod';
import { ZRevalidateTagRequest } from '../../../shared/schemas/pages';
import { getDb } from '../../db/client';
import { invalidateCacheTags } from '../../platform/cache-tags';
import { resolveRevalidationTags } from '../../services/pages/resolve-revalidation-tags';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

const revalidateTag = defineRoute({
  method: 'post',
  path: '/revalidate/tag',
  auth: 'editor',
  permission: 'content.edit',
  summary: "Invalidate this site's cached pages for a tag",
  request: { body: jsonBody(ZRevalidateTagRequest) },
  responses: {
    200: envelopeAnswer(z.object({ tags: z.array(z.string()) }), 'Invalidated'),
    400: errorAnswer('Unknown tag'),
    404: errorAnswer('No such page on this site'),
  },
  handler: async (c) => {
    const tags = await resolveRevalidationTags(getDb(), { siteId: c.get('site').id, tag: c.req.valid('json').tag });
    invalidateCacheTags(tags);
    return ok(c, { tags });
  },
});

export const revalidateRoutes = [revalidateTag];
