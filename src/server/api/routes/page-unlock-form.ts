import { setCookie } from 'hono/cookie';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { UNLOCK_RETURN } from '../../../shared/content/unlock-return';
import { ZUnlockPageRequest } from '../../../shared/schemas/pages';
import { getDb } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { getConfig } from '../../platform/config';
import { unlockPage } from '../../services/pages/unlock-page';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { returnPath } from '../form-post-answer';
import { errorAnswer } from '../responses';
import { unlockLimit } from './pages';

const ZPostedUnlock = z.object({ id: z.string(), password: z.string(), lang: z.string().optional() });
const postedBody = { content: { 'application/x-www-form-urlencoded': { schema: ZPostedUnlock } }, required: true as const };

/** 303 back to the protected page: unlocked (the cookie set), or with the failure in `?form=`. */
function back(c: Context, lang: unknown, failure: string | null): Response {
  c.header('Cache-Control', 'no-store');
  const path = returnPath(c, lang);
  return c.redirect(failure ? `${path}?form=${encodeURIComponent(failure)}` : path, 303);
}

/** Over the attempts limit, the visitor without JavaScript is sent back to the form with the notice, not an error document. */
const limitOrBack: MiddlewareHandler<ApiEnv> = async (c, next) => {
  try {
    await unlockLimit(c, next);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    c.res = back(c, undefined, UNLOCK_RETURN.tooManyAttempts);
  }
};

/**
 * A protected page's password form posted without JavaScript (`<form method="post">`): the same
 * check, limit and cookie as POST /page/unlock, answered by a 303 back to the page.
 */
const unlockPost = defineRoute({
  method: 'post',
  path: '/page/unlock/form',
  auth: 'public',
  summary: "Enter a protected page's password without JavaScript: sets the page's cookie and redirects back to the page",
  request: { body: postedBody },
  responses: {
    303: { description: 'Back to the page: unlocked, or with `?form=unlock.wrong` / `?form=unlock.limit`' },
    400: errorAnswer('Not a form post'),
  },
  guards: [limitOrBack],
  handler: async (c) => {
    const posted = c.req.valid('form');
    const request = ZUnlockPageRequest.safeParse({ id: posted.id, password: posted.password });
    if (!request.success) return back(c, posted.lang, UNLOCK_RETURN.wrongPassword);
    try {
      const cookie = await unlockPage(getDb(), {
        siteId: c.get('site').id,
        pageId: request.data.id,
        password: request.data.password,
        secret: getConfig().authSecret,
      });
      setCookie(c, cookie.name, cookie.value, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: 60 * 60 * 12,
      });
      return back(c, posted.lang, null);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'NOT_FOUND')) return back(c, posted.lang, UNLOCK_RETURN.wrongPassword);
      throw error;
    }
  },
});

export const pageUnlockFormRoutes = [unlockPost];
