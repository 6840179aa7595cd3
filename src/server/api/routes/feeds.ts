import { ZArticleCheckRequest, ZArticleTeaser } from '../../../shared/schemas/feeds';
import { AppError } from '../../platform/app-error';
import { sharedRateLimiter } from '../../platform/limits/rate-limiter';
import { checkArticleUrl } from '../../services/feeds/check-article-url';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { ok } from '../envelope';
import { envelopeAnswer, errorAnswer, jsonBody } from '../responses';

/** Each check may cost the feed two requests: an editor gets this many per minute on a site. */
export const ARTICLE_CHECKS_PER_MINUTE = 30;

const checkArticle = defineRoute({
  method: 'post',
  path: '/feeds/article',
  auth: 'editor',
  permission: 'content.edit',
  summary: 'Check a pasted health-optics article URL: its teaser as the article box will show it (health-optics sites only)',
  request: { body: jsonBody(ZArticleCheckRequest) },
  responses: {
    200: envelopeAnswer(ZArticleTeaser, 'The article was found on the feed'),
    400: errorAnswer('Not an http(s) URL'),
    403: errorAnswer('Not a health-optics business (or not a member)'),
    404: errorAnswer('No article with this URL on the health-optics feed'),
    429: errorAnswer('Too many checks; try again in a minute'),
    503: errorAnswer('The feed cannot be reached right now'),
  },
  guards: [
    sharedRateLimiter<ApiEnv>({
      name: 'feeds-article',
      windowMs: 60_000,
      limit: ARTICLE_CHECKS_PER_MINUTE,
      keyGenerator: (c) => `${c.get('site').id}:${c.get('user').id}`,
      handler: () => {
        throw new AppError('TOO_MANY_REQUESTS', 'feeds.tooManyChecks');
      },
    }),
  ],
  handler: async (c) => ok(c, await checkArticleUrl({ site: c.get('site'), url: c.req.valid('json').url }), 200),
});

/** Editor calls into the external feeds (issue 16: the article box's URL check). */
export const feedRoutes = [checkArticle];
