'use client';

import { ApiError, apiPost } from '../api-client';

/** What the feed says about a pasted article URL; a refusal other than "not found" reads as unavailable. */
export type ArticleCheck = 'found' | 'notFound' | 'unavailable';

export async function checkArticle(url: string): Promise<ArticleCheck> {
  try {
    await apiPost('/feeds/article', (s) => s.ZArticleCheckRequest, { url });
    return 'found';
  } catch (error) {
    return error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'notFound' : 'unavailable';
  }
}
