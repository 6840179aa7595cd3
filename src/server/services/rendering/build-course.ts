import { type Course, type CoursePage, readMarkers } from '../../../shared/game/course';
import { pagePath } from '../../../shared/content/links';
import type { PageTree } from '../../../shared/content/types';
import { textOf } from '../../../shared/blocks/fields';
import { optionOf } from '../../../shared/blocks/options';
import { scoreTrackerDefinition } from '../../../shared/blocks/score-tracker/definition';
import type { Locale } from '../../../shared/locales';

type CourseContext = { locale: Locale; mode: 'live' | 'edit'; site: { defaultLocale: Locale } };

/** A map page with a score tracker in table mode is a ranking page; any other is a hole. */
function pageKind(tree: PageTree): CoursePage['kind'] {
  const tracker = tree.groups.find((group) => group.type === 'scoreTracker');
  return tracker && optionOf(scoreTrackerDefinition, tracker, 'scoreOptions') === 'table' ? 'ranking' : 'hole';
}

/**
 * The course from the map collection's pages (oldest first): holes in their order, then the
 * ranking page(s), so the second-last page is the last hole (the coupon rule, spec §4.2). Returns
 * the trees in the same order, for rendering the drawer pages.
 */
export function buildCourse(trees: readonly PageTree[], ctx: CourseContext): { course: Course; trees: PageTree[] } {
  const ordered = [...trees.filter((t) => pageKind(t) === 'hole'), ...trees.filter((t) => pageKind(t) === 'ranking')];
  let hole = 0;
  const pages = ordered.map((tree): CoursePage => {
    const kind = pageKind(tree);
    const details = tree.groups.find((group) => group.type === 'mapDetails');
    const name = tree.page.meta.name[ctx.locale] ?? tree.page.meta.name[ctx.site.defaultLocale] ?? '';
    if (kind === 'hole') hole += 1;
    return {
      id: tree.page.id,
      title: (details ? textOf(details, 'title', ctx.locale) : null) ?? name,
      kind,
      number: kind === 'hole' ? hole : null,
      href: pagePath({ locale: ctx.locale, mode: ctx.mode, page: { slug: tree.page.slug, collection: 'map', specialKey: null } }),
      markers: details ? readMarkers(details.options.poi) : [],
    };
  });
  return { course: { pages }, trees: ordered };
}
