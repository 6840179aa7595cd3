import type { Hook, OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { MemberRole } from '../db/schema';
import { type Permission, leastRoleFor } from '../../shared/permissions';
import type { ApiMessageKey } from '../platform/app-error';
import type { SessionUser } from '../platform/auth';
import type { SiteContext } from '../services/sites/resolve-site';
import type { ApiEnv } from './context';
import { ZErrorEnvelope } from './envelope';
import { MEMBER_BODY_BYTES, PUBLIC_BODY_BYTES, bodySize } from './middleware/body-size';
import { requireMember } from './middleware/require-member';
import { refuseSuspendedWrites } from './middleware/refuse-suspended-writes';
import { requireUser } from './middleware/require-user';
import { sameOrigin } from './middleware/same-origin';
import { withAudience } from './middleware/with-audience';
import { withSite } from './middleware/with-site';

/**
 * Who may call a route: anyone (`public`), any signed-in person for their own data (`user`: their
 * preferences, no site involved), or a signed-in member of the Host's site with at least this role
 * (owner > admin > editor > optician). Member routes also name their `permission` of the matrix
 * (`src/shared/permissions.ts`), which then decides alone; `auth` must be its least role.
 */
export type RouteAuth = 'public' | 'user' | MemberRole;

/** What a public handler may read: the site of the Host (unless the route is site-less). */
export type PublicEnv = { Variables: { site: SiteContext } };
/** A member handler also has the signed-in user and their role: typed only where auth is required. */
export type MemberEnv = { Variables: { site: SiteContext; user: SessionUser; role: MemberRole } };
/** Routes answering without a site (health). */
export type SitelessEnv = { Variables: Record<string, never> };
/** A signed-in person's own routes: the user, no site. */
export type UserEnv = { Variables: { user: SessionUser } };

type EnvFor<A extends RouteAuth, S extends boolean> = A extends 'user' ? UserEnv : S extends false ? SitelessEnv : A extends 'public' ? PublicEnv : MemberEnv;

type RouteRequest = NonNullable<RouteConfig['request']>;
type RouteResponses = RouteConfig['responses'];

export type RouteSpec<
  M extends RouteConfig['method'],
  P extends string,
  Q extends RouteRequest,
  R extends RouteResponses,
  A extends RouteAuth,
  S extends boolean,
> = {
  method: M;
  path: P;
  summary: string;
  description?: string;
  auth: A;
  /**
   * The permission of the matrix a member route needs (`src/shared/permissions.ts`). Every member
   * route names one: the per-role test fails for a member operation without it.
   */
  permission?: A extends MemberRole ? Permission : never;
  /** Site scoping from the Host header (default). Only the health check answers without a site. */
  site?: S;
  request?: Q;
  responses: R;
  /**
   * The largest body a mutation reads: by default 32 KB for public routes and 1 MB for member
   * routes, answered 413 in the caller's language (with `messageKey`, default `request.tooLarge`).
   * `'own'`: a guard of the route limits it itself (uploads streamed with their own limit, the
   * forms' answer with field errors).
   */
  bodyLimit?: { maxBytes?: number; messageKey?: ApiMessageKey } | 'own';
  /** Run after the site and role checks, before input validation: rate limits and the like. */
  guards?: MiddlewareHandler<ApiEnv>[];
  /** How invalid input is answered (default: the app's `validationHook`). */
  validationHook?: Hook<unknown, ApiEnv, string, unknown>;
  handler: RouteHandler<{ method: M; path: P; request: Q; responses: R }, EnvFor<A, S>>;
};

/** A route as the app mounts it (see `mountRoutes`). */
export type ApiRoute = {
  method: RouteConfig['method'];
  path: string;
  auth: RouteAuth;
  permission?: Permission;
  register(app: OpenAPIHono<ApiEnv>): void;
};

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });

/** The security scheme of the document (`components.securitySchemes`, registered in app.ts): better-auth's session cookie. */
export const SESSION_SCHEME = 'session';

/** `POST /games/{id}/players` → `postGamesByIdPlayers`: unique, because method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * A declared 303 (the no-JavaScript forms' answer: the browser goes on with a GET) names its
 * `Location` header, which is the answer.
 */
function withLocation(responses: RouteResponses): RouteResponses {
  const seeOther = responses[303] as Record<string, unknown> | undefined;
  if (!seeOther || seeOther.headers) return responses;
  const location = { description: 'Where the browser goes next (same site)', schema: { type: 'string' as const } };
  return { ...responses, 303: { ...seeOther, headers: { Location: location } } } as RouteResponses;
}

/**
 * One declaration per endpoint (Dub's `withWorkspace` idea): its OpenAPI entry, the origin check for
 * mutations, site scoping by Host, the role check and the handler. The order is fixed — origin,
 * site, sign-in, role, guards, then validation — so a caller without access learns nothing about
 * what a valid body looks like.
 */
export function defineRoute<
  const M extends RouteConfig['method'],
  const P extends string,
  const Q extends RouteRequest,
  R extends RouteResponses,
  const A extends RouteAuth,
  const S extends boolean = true,
>(spec: RouteSpec<M, P, Q, R, A, S>): ApiRoute {
  const { auth, permission, site, bodyLimit, guards = [], validationHook, handler, ...openapi } = spec;
  if (permission && leastRoleFor(permission) !== auth) {
    // The document's `x-webbox-auth` says the least role: it may not disagree with the matrix.
    throw new Error(`${spec.method.toUpperCase()} ${spec.path}: auth '${auth}' but permission '${permission}' starts at '${leastRoleFor(permission)}'`);
  }
  // A person's own data belongs to no site: `user` routes are never scoped by Host.
  const scoped = site !== false && auth !== 'user';
  const mutating = MUTATING.has(spec.method);
  const middleware: MiddlewareHandler<ApiEnv>[] = [withAudience(auth === 'public' ? 'visitor' : 'member')];
  if (mutating) middleware.push(sameOrigin);
  if (scoped) middleware.push(withSite);
  if (auth === 'user') middleware.push(requireUser);
  else if (auth !== 'public') middleware.push(requireMember(auth, permission));
  // After the access checks: only members (or, on public routes, anyone) learn that a site is suspended.
  if (scoped && mutating) middleware.push(refuseSuspendedWrites);
  // What a member or a signed-in person reads is theirs (inbox, CSV, preferences, media lists):
  // no browser or proxy may keep it, whatever the handler answers.
  if (auth !== 'public') middleware.push(noStore);
  if (mutating && bodyLimit !== 'own') {
    const maxBytes = bodyLimit?.maxBytes ?? (auth === 'public' ? PUBLIC_BODY_BYTES : MEMBER_BODY_BYTES);
    middleware.push(bodySize(maxBytes, bodyLimit?.messageKey));
  }
  middleware.push(...guards);
  const responses = {
    ...(mutating ? { 403: errorAnswer('Cross-site request refused'), 413: errorAnswer('Body too large') } : {}),
    ...(scoped ? { 404: errorAnswer('No site is configured for this address') } : {}),
    ...(auth === 'public' ? {} : { 401: errorAnswer('Not signed in') }),
    ...(auth === 'public' || auth === 'user' ? {} : { 403: errorAnswer('Not a member of this site (or the role is too low)') }),
    ...spec.responses,
  };
  const route = {
    operationId: operationIdOf(spec.method, spec.path),
    ...openapi,
    responses: withLocation(responses),
    // A public operation needs no session (a cookie, if sent, changes nothing it checks); all others need one.
    security: auth === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
    middleware,
    'x-webbox-auth': auth,
    ...(permission ? { 'x-webbox-permission': permission } : {}),
  } as RouteConfig;
  return {
    method: spec.method,
    path: spec.path,
    auth,
    ...(permission ? { permission } : {}),
    register(app) {
      // The chain above sets the variables the handler's env promises; Hono cannot see that.
      app.openapi(route, handler as unknown as RouteHandler<RouteConfig, ApiEnv>, validationHook as Hook<unknown, ApiEnv, string, undefined> | undefined);
    },
  };
}

const noStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** Mounts routes on the app in the order given. */
export function mountRoutes(app: OpenAPIHono<ApiEnv>, routes: readonly ApiRoute[]): void {
  for (const route of routes) route.register(app);
}
