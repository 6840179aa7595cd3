import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { pingDatabase } from '../db/client';
import { AppError } from '../platform/app-error';
import { getAuth } from '../platform/auth';
import { getLogger } from '../platform/logger';
import { signInWithForm } from '../services/auth/sign-in-with-form';
import type { ApiEnv } from './context';
import { envelopeOf, fail, ok } from './envelope';
import { sameOrigin } from './middleware/same-origin';
import { withSite } from './middleware/with-site';
import { editingApi } from './routes/editing';
import { formInboxApi } from './routes/form-inbox';
import { formsApi } from './routes/forms';
import { type GamesApiOptions, createGamesApi } from './routes/games';
import { mediaApi } from './routes/media';
import { pagesApi } from './routes/pages';
import { revalidateApi } from './routes/revalidate';
import { validationHook } from './validation-hook';

/** The /api/v1 application: envelope errors, origin check, tenant resolution, then resources. */
export function createApi(options: { games?: GamesApiOptions } = {}) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath('/api/v1');

  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error.status as 400, error.message, error.data);
    if (error instanceof HTTPException) return fail(c, error.status as 400, error.message || 'Request failed');
    getLogger().error({ err: error, path: c.req.path }, 'api error');
    return fail(c, 500, 'Internal server error');
  });
  app.notFound((c) => fail(c, 404, 'Not found'));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      summary: 'Liveness and database check',
      responses: {
        200: { description: 'Healthy', content: { 'application/json': { schema: envelopeOf(z.object({ database: z.literal('ok') })) } } },
        503: { description: 'Database unavailable', content: { 'application/json': { schema: envelopeOf(z.null()) } } },
      },
    }),
    async (c) => ((await pingDatabase()) ? ok(c, { database: 'ok' as const }, 200) : fail(c, 503, 'Database unavailable')),
  );

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Webbox API', version: '1' },
  });

  app.use('*', sameOrigin);
  // The login form's post when JavaScript is off (same-origin checked above).
  app.post('/sign-in/form', (c) => signInWithForm(c.req.raw));
  // better-auth reads the raw body itself: nothing may consume it before.
  app.on(['GET', 'POST'], '/auth/*', (c) => getAuth().handler(c.req.raw));

  app.use('*', withSite);
  app.route('/', pagesApi);
  app.route('/', revalidateApi);
  app.route('/', editingApi);
  app.route('/', mediaApi);
  app.route('/', formsApi);
  app.route('/', formInboxApi);
  app.route('/', createGamesApi(options.games));
  return app;
}

export type Api = ReturnType<typeof createApi>;

const holder = globalThis as typeof globalThis & { __webboxApi?: Api };
export function getApi(): Api {
  holder.__webboxApi ??= createApi();
  return holder.__webboxApi;
}
