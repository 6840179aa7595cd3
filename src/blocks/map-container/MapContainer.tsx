import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { GameIsland } from '../../game/GameIsland';
import { PlayScreen } from '../../game/screens/PlayScreen';
import { getDb } from '../../server/db/client';
import { getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import { loadSiteSettings } from '../../server/services/sites/load-site-settings';
import { resolveMapStyles } from '../../shared/map/map-style';
import { gameLinks } from '../game-setup/game-links';
import type { BlockRenderProps, RenderContext } from '../types';
import type { Course } from '../../shared/game/course';
import { readRoute } from '../../server/services/rendering/build-course';
import { loadCourse, loadCourseMedia } from '../../server/services/rendering/load-course';

/** Edit mode: the course as a list linking to each page's editor, without map or game code. */
function CoursePreview({ course, route, ctx }: { course: Course; route: [number, number][]; ctx: RenderContext }): ReactNode {
  const t = getTranslator(ctx.locale, 'game');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-6 py-10" data-course-preview="">
      <h2 className="font-heading text-2xl font-bold">{t('map.label')}</h2>
      <ol className="flex flex-col gap-2">
        {course.pages.map((page) => (
          <li key={page.id} className="flex items-center gap-3 rounded-xl border border-current/15 px-4 py-2">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            {page.href ? (
              <a href={page.href} className="font-semibold underline">
                {page.title}
              </a>
            ) : (
              <span className="font-semibold">{page.title}</span>
            )}
            <span className="ml-auto text-sm opacity-70">{page.kind === 'hole' ? t('map.hole', { number: page.number ?? 0 }) : t('ranking.title')}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm opacity-70">
        {t('map.courseSummary', { routePoints: route.length, markers: course.pages.reduce((n, page) => n + page.markers.length, 0) })}
      </p>
    </div>
  );
}

/**
 * The play screen: every page of the map collection becomes a drawer page (its blocks rendered
 * here on the server) over the course map; the client island adds the game. Edit mode lists the
 * course instead.
 */
export async function MapContainer({ group, ctx }: BlockRenderProps): Promise<ReactNode> {
  const { course, trees } = await loadCourse(ctx);
  const route = readRoute(group.options.route);
  if (ctx.mode === 'edit') return <CoursePreview course={course} route={route} ctx={ctx} />;

  const [settings, media] = await Promise.all([loadSiteSettings(getDb(), { siteId: ctx.site.id, state: 'published' }), loadCourseMedia(ctx, trees)]);
  // Imported here, not at the top: the renderer imports the registry, which imports this block.
  const { BlockList } = await import('../BlockRenderer');
  const pageCtx: RenderContext = { ...ctx, media };
  const pages = trees.map((tree) => (
    // A map container on a map page would nest the course in itself.
    <BlockList key={tree.page.id} groups={tree.groups.filter((g) => g.type !== 'mapContainer')} ctx={pageCtx} />
  ));
  return (
    <GameIsland links={gameLinks(ctx)} locale={ctx.locale} messages={messagesFor(ctx.locale, 'game')}>
      <PlayScreen course={course} route={route} styles={resolveMapStyles(settings)} pages={pages} />
    </GameIsland>
  );
}
