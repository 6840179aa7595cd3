import { createMiddleware } from 'hono/factory';
import type { ApiAudience, ApiEnv } from '../context';

/** Marks the request's audience first, so every later refusal answers in the right language. */
export const withAudience = (audience: ApiAudience) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set('audience', audience);
    await next();
  });
