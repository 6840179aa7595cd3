import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ApiMessageKey, apiMessage } from '../platform/app-error';
import { getAuth } from '../platform/auth';
import { getLogger } from '../platform/logger';
import { countRateLimitRefusal } from '../platform/metrics/registry';
import { callerLocale } from './caller-locale';
import type { ApiEnv } from './context';
import { type ApiRoute, SESSION_SCHEME, mountRoutes } from './define-route';
import { fail } from './envelope';
import { PUBLIC_BODY_BYTES, bodySize } from './middleware/body-size';
import { sameOrigin } from './middleware/same-origin';
import { collectionRoutes } from './routes/collections';
import { domainRoutes } from './routes/domains';
import { siteAuditRoutes } from './routes/site-audit';
import { editingRoutes } from './routes/editing';
import { feedRoutes } from './routes/feeds';
import { healthRoutes } from './routes/health';
import { formInboxRoutes } from './routes/form-inbox';
import { formRoutes } from './routes/forms';
import { formPostRoutes } from './routes/form-posts';
import { pageUnlockFormRoutes } from './routes/page-unlock-form';
import { listingTranslationRoutes } from './routes/listing-translation';
import { listingRoutes } from './routes/listings';
import { type GamesApiOptions, gameRoutes } from './routes/games';
import { type PresenceApiOptions, presenceRoutes } from './routes/presence';
import { mediaRoutes } from './routes/media';
import { mediaAltRoutes } from './routes/media-alt';
import { pageRoutes } from './routes/pages';
import { platformSiteCreateRoutes } from './routes/platform-site-create';
import { platformSiteTransferRoutes } from './routes/platform-site-transfer';
import { preferenceRoutes } from './routes/preferences';
import { revalidateRoutes } from './routes/revalidate';
import { signInRoutes } from './routes/sign-in';
import { onboardingRoutes } from './routes/onboarding';
import { signupRoutes } from './routes/signup';
import { invitationRoutes } from './routes/invitation';
import { teamRoutes } from './routes/team';
import { platformSiteLifecycleRoutes } from './routes/platform-site-lifecycle';
import { platformSiteRoutes } from './routes/platform-sites';
import { platformUserRoutes } from './routes/platform-users';
import { accountAreaRoutes } from './routes/account-area';
import { sitePageRoutes } from './routes/site-pages';
import { businessRoutes } from './routes/business';
import { changelogRoutes } from './routes/changelog';
import { settingsRoutes } from './routes/settings';
import { siteStructureRoutes } from './routes/site-structure';
import { type TranslationApiOptions, translationRoutes } from './routes/translation';
import { validationHook } from './validation-hook';
import { processSingleton } from '../platform/process-singleton';

const HTTP_EXCEPTION_KEYS: Partial<Record<number, ApiMessageKey>> = { 413: 'request.tooLarge', 415: 'request.unsupportedMediaType' };

/** Every route of /api/v1 (each declares its own access: see defineRoute). */
export type ApiOptions = { games?: GamesApiOptions; presence?: PresenceApiOptions; translation?: TranslationApiOptions };

export function apiRoutes(options: ApiOptions = {}): ApiRoute[] {
  return [
    ...healthRoutes,
    ...signInRoutes,
    ...accountAreaRoutes,
    ...preferenceRoutes,
    ...pageRoutes,
    ...sitePageRoutes,
    ...revalidateRoutes,
    ...editingRoutes,
    ...siteStructureRoutes,
    ...settingsRoutes,
    ...businessRoutes,
    ...listingRoutes,
    ...changelogRoutes,
    ...collectionRoutes,
    ...mediaRoutes,
    ...mediaAltRoutes(options.translation),
    ...formRoutes,
    ...formPostRoutes,
    ...pageUnlockFormRoutes,
    ...formInboxRoutes,
    ...gameRoutes(options.games),
    ...presenceRoutes(options.presence),
    ...translationRoutes(options.translation),
    ...listingTranslationRoutes(options.translation),
    ...feedRoutes,
    ...signupRoutes,
    ...onboardingRoutes,
    ...teamRoutes,
    ...invitationRoutes,
    ...domainRoutes,
    ...siteAuditRoutes,
    ...platformSiteRoutes,
    ...platformSiteLifecycleRoutes,
    ...platformSiteTransferRoutes,
    ...platformSiteCreateRoutes,
    ...platformUserRoutes,
  ];
}

/** The /api/v1 application: errors in the caller's language, better-auth, then the declared routes. */
export function createApi(options: ApiOptions = {}) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook }).basePath('/api/v1');

  app.onError(async (error, c) => {
    // A body that was too large is not read again to find its `lang`.
    const locale = await callerLocale(c, { readBody: !(error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') && !(error instanceof HTTPException) });
    // A limit that refuses by throwing (game streams, feeds, uploads): counted under its message key.
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') countRateLimitRefusal(error.key ?? 'other');
    if (error instanceof AppError) return fail(c, error.status as ContentfulStatusCode, error.messageIn(locale), error.data);
    if (error instanceof HTTPException) return fail(c, error.status, apiMessage(locale, HTTP_EXCEPTION_KEYS[error.status] ?? 'request.failed'));
    getLogger().error({ err: error, path: c.req.path }, 'api error');
    return fail(c, 500, apiMessage(locale, 'request.internal'));
  });
  app.notFound(async (c) => fail(c, 404, apiMessage(await callerLocale(c, { readBody: false }), 'request.notFound')));

  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    // `__Secure-better-auth.session_token` when PUBLIC_ORIGIN is https.
    name: 'better-auth.session_token',
    description:
      "better-auth's session cookie, set by signing in (`/api/v1/auth/*` or the sign-in form). Which role an operation needs is its `x-webbox-auth`.",
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    // Every site answers at its own address: the API is on the host of the site it works on.
    servers: [
      {
        url: '{origin}',
        description: "The site's own address (its domain or `{slug}.` the platform domain)",
        variables: { origin: { default: 'http://localhost:3000', description: 'Scheme, host and port of the site' } },
      },
    ],
    info: {
      title: 'Webbox API',
      version: '1',
      description:
        "Every operation declares its access as `x-webbox-auth`: `public`, `user`, or the least member role (owner > admin > editor > optician); member operations also name their permission of the matrix as `x-webbox-permission` (src/shared/permissions.ts), which alone decides. Sign-in and sessions are better-auth's own endpoints under `/api/v1/auth/*` (e.g. `POST /auth/sign-in/email`, `POST /auth/sign-out`), same-origin only and not listed here.",
    },
  });

  // better-auth reads the raw body itself: nothing may consume it before.
  app.use('/auth/*', sameOrigin, bodySize(PUBLIC_BODY_BYTES));
  app.on(['GET', 'POST'], '/auth/*', (c) => getAuth().handler(c.req.raw));

  mountRoutes(app, apiRoutes(options));
  return app;
}

export type Api = ReturnType<typeof createApi>;

export function getApi(): Api {
  return processSingleton('api', () => createApi());
}
