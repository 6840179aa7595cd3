import { AppError } from '../../platform/app-error';
import { getArticleTeasers } from './index';
import type { ArticleTeaser } from '../../../shared/content/feeds';

/**
 * The editor's check of a pasted article URL (editor-panels §5 "Article URL (teaser)"): the teaser
 * the box will show, or why not — no such article on the feed ('Could not find article with this
 * URL'), or the feed cannot answer. Only health-optics businesses have article boxes.
 */
export async function checkArticleUrl(options: { site: { id: string; healthOptics: boolean }; url: string }): Promise<ArticleTeaser> {
  if (!options.site.healthOptics) throw new AppError('FORBIDDEN', 'content.healthOpticsOnly');
  const [result] = await getArticleTeasers(options.site.id, [options.url]);
  if (result?.teaser) return result.teaser;
  if (result?.error === 'unavailable') throw new AppError('UNAVAILABLE', 'feeds.articleUnavailable');
  throw new AppError('NOT_FOUND', 'feeds.articleNotFound');
}
