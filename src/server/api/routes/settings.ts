import { ZSaveSettingsRequest, ZSettingsAnswer } from '../../../shared/schemas/settings';
import { getDb } from '../../db/client';
import { getSettings } from '../../services/settings/get-settings';
import { saveSettings } from '../../services/settings/save-settings';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** Settings are a few KB; the limit only stops abuse. */
const settingsLimit = { maxBytes: 64 * 1024, messageKey: 'request.changeTooLarge' } as const;

const readSettings = defineRoute({
  method: 'get',
  path: '/settings',
  auth: 'editor',
  permission: 'settings',
  summary: 'The working settings (what the editor shows), their version and whether visitors see other ones',
  responses: { 200: envelopeAnswer(ZSettingsAnswer, 'The working settings') },
  handler: async (c) => ok(c, await getSettings(getDb(), { siteId: c.get('site').id })),
});

const writeSettings = defineRoute({
  method: 'post',
  path: '/settings',
  auth: 'editor',
  permission: 'settings',
  summary: "Save the whole settings object as a draft (visitors see it after the site's publish)",
  request: { body: jsonBody(ZSaveSettingsRequest) },
  responses: {
    200: envelopeAnswer(ZSettingsAnswer, 'Saved'),
    400: errorAnswer('Invalid settings; nothing changed'),
    409: errorAnswer('Someone saved the settings in the meantime; nothing changed'),
  },
  bodyLimit: settingsLimit,
  handler: async (c) => {
    const { settings, version } = c.req.valid('json');
    return ok(c, await saveSettings(getDb(), { siteId: c.get('site').id, settings, version }));
  },
});

export const settingsRoutes = [readSettings, writeSettings];
