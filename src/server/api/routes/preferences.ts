import { ZUpdatePreferencesRequest, ZUserPreferences } from '../../../shared/schemas/preferences';
import { getDb } from '../../db/client';
import { getEditorLanguage } from '../../services/users/get-editor-language';
import { setEditorLanguage } from '../../services/users/set-editor-language';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer } from '../responses';

/**
 * The signed-in person's own settings (today the editor language). They follow the person, not
 * the site, so any signed-in user reads and writes only their own; the site of the Host plays no part.
 */
const getPreferences = defineRoute({
  method: 'get',
  path: '/me/preferences',
  auth: 'user',
  summary: "The signed-in person's preferences (null where nothing was chosen)",
  responses: { 200: envelopeAnswer(ZUserPreferences, 'Preferences') },
  handler: async (c) => ok(c, { editorLanguage: await getEditorLanguage(getDb(), { userId: c.get('user').id }) }, 200),
});

const putPreferences = defineRoute({
  method: 'put',
  path: '/me/preferences',
  auth: 'user',
  summary: "Change the signed-in person's editor language",
  request: { body: { content: { 'application/json': { schema: ZUpdatePreferencesRequest } }, required: true } },
  responses: { 200: envelopeAnswer(ZUserPreferences, 'Stored'), 400: errorAnswer('Invalid preferences') },
  handler: async (c) => {
    const { editorLanguage } = c.req.valid('json');
    return ok(c, { editorLanguage: await setEditorLanguage(getDb(), { userId: c.get('user').id, editorLanguage }) }, 200);
  },
});

export const preferenceRoutes = [getPreferences, putPreferences];
