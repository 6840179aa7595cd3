import type { CourseData } from '../../../shared/blocks/load';
import type { MediaInfo } from '../../../shared/content/media';
import { resolveMapStyles } from '../../../shared/map/map-style';
import { listCollectionTrees } from '../collections/list-collection-items';
import { loadMediaForTree } from '../media/load-media-for-tree';
import type { BlockLoadContext } from './block-load-context';
import { buildCourse } from './build-course';

/**
 * The map collection's pages as a course (live: published; edit: drafts), this site's only. Live,
 * with the media the course pages show (hole images); the edit route lists the course without
 * rendering its pages, so it loads none.
 */
export async function loadCourse(c: BlockLoadContext): Promise<CourseData> {
  const found = await listCollectionTrees(c.db, { siteId: c.siteId, collection: 'map', mode: c.mode, locale: c.locale });
  const { course, trees } = buildCourse(found, { locale: c.locale, mode: c.mode, site: { defaultLocale: c.defaultLocale } });
  const media: Record<string, MediaInfo> = {};
  if (c.mode === 'live') {
    const maps = await Promise.all(trees.map((tree) => loadMediaForTree(c.db, { siteId: c.siteId, tree })));
    for (const map of maps) for (const [id, info] of map) media[id] = info;
  }
  return { course, trees, media, styles: resolveMapStyles(c.settings) };
}
