import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiEnv } from './context';
import { defineRoute, mountRoutes, operationIdOf } from './define-route';
import { ok } from './envelope';
import { envelopeAnswer } from './responses';

const answer = { 200: envelopeAnswer(z.object({ id: z.string() }), 'The id') };

describe('defineRoute', () => {
  it('types the user only for routes that require a member, and documents the access', async () => {
    const member = defineRoute({
      method: 'get',
      path: '/who',
      auth: 'editor',
      summary: 'Who am I',
      responses: answer,
      handler: (c) => ok(c, { id: c.get('user').id }),
    });
    const visitor = defineRoute({
      method: 'get',
      path: '/anyone',
      auth: 'public',
      summary: 'Anyone',
      responses: answer,
      // @ts-expect-error a public handler has no user
      handler: (c) => ok(c, { id: c.get('user').id }),
    });
    expect([member.auth, visitor.auth]).toEqual(['editor', 'public']);

    const app = new OpenAPIHono<ApiEnv>();
    mountRoutes(app, [member, visitor]);
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    const who = doc.paths?.['/who']?.get as Record<string, unknown> | undefined;
    expect(who?.['x-webbox-auth']).toBe('editor');
    // Declared once, documented with the refusals its chain can give.
    expect(Object.keys((who?.responses as object) ?? {}).sort()).toEqual(['200', '401', '403', '404']);
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, path parameters as "By…"', () => {
    expect(operationIdOf('post', '/games/{id}/players')).toBe('postGamesByIdPlayers');
    expect(operationIdOf('get', '/me/preferences')).toBe('getMePreferences');
    expect(operationIdOf('post', '/account/two-factor/backup-codes')).toBe('postAccountTwoFactorBackupCodes');
  });
});
