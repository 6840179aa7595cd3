import type { PageSlugs } from '../../../shared/content/links';
import type { SiteSettings } from '../../../shared/content/settings';
import type { GroupNode, PageTree } from '../../../shared/content/types';
import type { Locale } from '../../../shared/locales';
import type { TPublishCheck } from '../../../shared/schemas/publish-checks';
import type { Queryable } from '../../db/client';

export type PublishCheck = TPublishCheck;
export type CheckSite = { id: string; locales: Locale[]; defaultLocale: Locale };

/** What a page check reads: the page's working state as publishing would put it live. */
export type PageCheckInput = {
  db: Queryable;
  site: CheckSite;
  /** The draft tree, boxes that stay or come (removals left out), in page order. */
  tree: PageTree;
  /** The page's live languages now (null: every language of the site). */
  liveLanguages: Locale[] | null;
  /** Every page a link may point to, in the state visitors will see after this publish. */
  linkTargets: ReadonlyMap<string, PageSlugs>;
};

/** What a site check reads: the site's working settings and whether publishing the site puts them live. */
export type SiteCheckInput = {
  db: Queryable;
  site: CheckSite;
  settings: SiteSettings;
  settingsChanged: boolean;
};

/** A check: one file in ./checks, listed in ./registry.ts. */
export type PageCheck = (input: PageCheckInput) => PublishCheck[] | Promise<PublishCheck[]>;
export type SiteCheck = (input: SiteCheckInput) => PublishCheck[] | Promise<PublishCheck[]>;

/** A box's place in a check entry ("Zeigen" scrolls to it; the dialog names it). */
export function sectionOf(group: GroupNode, slot?: string): Pick<PublishCheck, 'sectionId' | 'sectionType' | 'slot' | 'fieldId'> {
  const fieldId = slot ? group.fields[slot]?.id : undefined;
  return { sectionId: group.id, sectionType: group.type, ...(slot ? { slot } : {}), ...(fieldId ? { fieldId } : {}) };
}

/** A stable id: the same problem keeps its id across loads, so an acknowledgement can name it. */
export function checkId(parts: readonly (string | null | undefined)[]): string {
  return parts.map((part) => part ?? '-').join(':');
}
