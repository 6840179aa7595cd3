import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { ZUpdatePreferencesRequest, ZUserPreferences } from '../../../shared/schemas/preferences';
import { getDb } from '../../db/client';
import { getEditorLanguage } from '../../services/users/get-editor-language';
import { setEditorLanguage } from '../../services/users/set-editor-language';
import type { ApiEnv } from '../context';
import { ZErrorEnvelope, envelopeOf, ok } from '../envelope';
import { requireUser } from '../middleware/require-user';
import { validationHook } from '../validation-hook';

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });
const preferencesAnswer = (description: string) => ({ description, content: { 'application/json': { schema: envelopeOf(ZUserPreferences) } } });

/**
 * The signed-in person's own settings (today the editor language). They follow the person, not
 * the site, so any signed-in user reads and writes only their own; the site of the Host plays no part.
 */
export const preferencesApi = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

preferencesApi.use('/me/preferences', requireUser);

preferencesApi.openapi(
  createRoute({
    method: 'get',
    path: '/me/preferences',
    summary: "The signed-in person's preferences (null where nothing was chosen)",
    responses: { 200: preferencesAnswer('Preferences'), 401: errorAnswer('Not signed in') },
  }),
  async (c) => ok(c, { editorLanguage: await getEditorLanguage(getDb(), { userId: c.get('user').id }) }, 200),
);

preferencesApi.openapi(
  createRoute({
    method: 'put',
    path: '/me/preferences',
    summary: "Change the signed-in person's editor language",
    request: { body: { content: { 'application/json': { schema: ZUpdatePreferencesRequest } }, required: true } },
    responses: { 200: preferencesAnswer('Stored'), 400: errorAnswer('Invalid preferences'), 401: errorAnswer('Not signed in'), 403: errorAnswer('Cross-site request refused') },
  }),
  async (c) => {
    const { editorLanguage } = c.req.valid('json');
    return ok(c, { editorLanguage: await setEditorLanguage(getDb(), { userId: c.get('user').id, editorLanguage }) }, 200);
  },
);
