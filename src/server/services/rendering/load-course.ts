import type { MediaInfo } from '../../../shared/content/media';
import type { PageTree } from '../../../shared/content/types';
import { getDb } from '../../db/client';
import { listCollectionTrees } from '../collections/list-collection-items';
import { loadMediaForTree } from '../media/load-media-for-tree';
import type { RenderContext } from '../../../blocks/types';
import { buildCourse } from './build-course';

/** The map collection's pages as a course (live: published; edit: drafts), this site's only. */
export async function loadCourse(ctx: RenderContext) {
  const trees = await listCollectionTrees(getDb(), { siteId: ctx.site.id, collection: 'map', mode: ctx.mode, locale: ctx.locale });
  return buildCourse(trees, ctx);
}

/** The media the course pages show (hole images), merged with the page's own. */
export async function loadCourseMedia(ctx: RenderContext, trees: readonly PageTree[]): Promise<Map<string, MediaInfo>> {
  const merged = new Map(ctx.media ?? []);
  const maps = await Promise.all(trees.map((tree) => loadMediaForTree(getDb(), { siteId: ctx.site.id, tree })));
  for (const map of maps) for (const [id, info] of map) merged.set(id, info);
  return merged;
}
