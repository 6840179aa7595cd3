import type { BookingData } from '../booking/booking-branch';
import type { CollectionItem } from '../content/collection-item';
import type { ArticleTeaserResult, BranchReview, InstagramPost } from '../content/feeds';
import type { DirectoryBusiness, JobView, MarketplaceItemView } from '../content/listings';
import type { MediaInfo } from '../content/media';
import type { Collection, PageTree } from '../content/types';
import type { Course } from '../game/course';
import type { MapStyles } from '../map/map-style';
import type { ContactBranches } from './contact/contact-branches';
import type { DisplayCondition } from './display-condition';

/**
 * The data a block needs beyond its own fields, declared by its definition's `load` and loaded
 * by the server's page loader (`src/server/services/rendering/load-block-data.ts`): once per
 * render, for the page's visible sections, deduplicated and in parallel, on live and edit pages.
 * The results reach the views as plain, serializable data (`RenderContext.data`), so a block
 * view never queries anything.
 */
export type BlockLoad = (
  | { kind: 'collectionItems'; collection: Collection }
  | { kind: 'course' }
  /** Reviews of the branches whose ids the named `location` option holds. */
  | { kind: 'reviews'; branchesOption: string }
  | { kind: 'instagram' }
  /** The business-profile branch whose id the named `location` option holds first, else the first active one (`ContactBranches`). */
  | { kind: 'branch'; branchOption: string }
  /** Listed businesses of the platform; the named option filters by program (issue 16 directory). */
  | { kind: 'directory'; programOption: string }
  /** Published job offers; the named option (`ListingScope`) says this site's or all listed businesses'. */
  | { kind: 'jobs'; scopeOption: string }
  /** Published marketplace items, scoped as jobs. */
  | { kind: 'marketplace'; scopeOption: string }
  /** Health-optics article teasers for the URLs the section holds. */
  | { kind: 'articles' }
  /** The booking widget's company and colour from the settings, and the fallback's branch (the named `location` option's, else the first active). */
  | { kind: 'booking'; branchOption: string }
) & {
  /** Load only while these hold on the section's options (as option display conditions). */
  when?: readonly DisplayCondition[];
};
export type BlockLoadKind = BlockLoad['kind'];

/** The play page's course: its pages (holes, then ranking) with their trees, media and map styles. */
export type CourseData = {
  course: Course;
  /** The map collection's page trees in course order, rendered as the drawer pages. */
  trees: PageTree[];
  /** Media the course pages reference, by id. */
  media: Record<string, MediaInfo>;
  /** The site's published map styles. */
  styles: MapStyles;
};

export type BlockLoadResults = {
  collectionItems: CollectionItem[];
  course: CourseData;
  reviews: BranchReview[];
  instagram: InstagramPost[];
  branch: ContactBranches;
  directory: DirectoryBusiness[];
  jobs: JobView[];
  marketplace: MarketplaceItemView[];
  articles: ArticleTeaserResult[];
  booking: BookingData;
};

export type LoadedBlockData = { [K in BlockLoadKind]: { kind: K; value: BlockLoadResults[K] } }[BlockLoadKind];

/** What the page loader loaded, by group id. */
export type BlockData = Readonly<Record<string, LoadedBlockData>>;

/** A section's loaded data of one kind, or null when nothing was loaded for it. */
export function blockDataOf<K extends BlockLoadKind>(data: BlockData | undefined, groupId: string, kind: K): BlockLoadResults[K] | null {
  const entry = data && Object.hasOwn(data, groupId) ? data[groupId] : undefined;
  return entry?.kind === kind ? (entry.value as BlockLoadResults[K]) : null;
}
