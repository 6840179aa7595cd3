import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { blockDataOf } from '../../shared/blocks/load';
import { getTranslator, messagesFor } from '../../shared/i18n/catalogues';
import { gameLinks } from '../game-setup/game-links';
import type { BlockRenderProps, RenderContext } from '../types';
import { IslandRoot } from '../_shared/island/Island';
import { type Course, readRoute } from '../../shared/game/course';

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
 * here on the server, sent as the island's slots) over the course map, the game's play island
 * (`ctx.game`) on a root of its own. The course, its pages' media and the map styles come from the
 * page loader (the definition's `load`). Edit mode lists the course instead.
 */
export function MapContainer({ group, ctx }: BlockRenderProps): ReactNode {
  const loaded = blockDataOf(ctx.data, group.id, 'course');
  const route = readRoute(group.options.route);
  if (ctx.mode === 'edit') return <CoursePreview course={loaded?.course ?? { pages: [] }} route={route} ctx={ctx} />;
  const { game, Blocks } = ctx;
  if (!loaded || !game || !Blocks) return null;

  const media = new Map([...(ctx.media ?? []), ...Object.entries(loaded.media)]);
  const pages = loaded.trees.map((tree) => (
    // A map container on a map page would nest the course in itself.
    <Blocks key={tree.page.id} groups={tree.groups.filter((g) => g.type !== 'mapContainer')} ctx={{ ...ctx, media, coursePage: tree.page.id }} />
  ));
  const props = {
    links: gameLinks(ctx),
    locale: ctx.locale,
    messages: messagesFor(ctx.locale, 'game'),
    course: loaded.course,
    route,
    styles: loaded.styles,
    pages,
  };
  return <IslandRoot wake="load" name="gamePlay" component={game.ScreenIslands.gamePlay} props={props} />;
}
