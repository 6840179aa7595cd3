import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZRevalidateTagRequest } from '../../../shared/schemas/pages';
import { getDb } from '../../db/client';
import { invalidateCacheTags } from '../../platform/cache-tags';
import { resolveRevalidationTags } from '../../services/pages/resolve-revalidation-tags';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, ok } from '../envelope';
import { requireMember } from '../middleware/require-member';
import { validationHook } from '../validation-hook';

export const revalidateApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

revalidateApi.use('/revalidate/tag', requireMember('editor'));
revalidateApi.openapi(
  createRoute({
    method: 'post',
    path: '/revalidate/tag',
    summary: "Invalidate this site's cached pages for a tag",
    request: { body: { content: { 'application/json': { schema: ZRevalidateTagRequest } }, required: true } },
    responses: {
      200: { description: 'Invalidated', content: { 'application/json': { schema: envelopeOf(z.object({ tags: z.array(z.string()) })) } } },
      400: { description: 'Unknown tag', content: { 'application/json': { schema: ZErrorEnvelope } } },
    },
  }),
  async (c) => {
    const { tag } = c.req.valid('json');
    const tags = await resolveRevalidationTags(getDb(), { siteId: c.get('site').id, tag });
    invalidateCacheTags(tags);
    return ok(c, { tags });
  },
);
