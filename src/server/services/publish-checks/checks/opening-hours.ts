import { boxHoursGaps, footerHoursGaps, type HoursGap } from '../../../../shared/blocks/contact/hours-gaps';
import { listBranches } from '../../business/get-business-profile';
import { checkId, type PageCheck, type PublishCheck, type SiteCheck } from '../types';

/** The sentence's values: how many weekdays and, when the hours are a branch's, which branch. */
function paramsOf(gap: HoursGap): PublishCheck['params'] {
  return { count: gap.days.length, branch: gap.branchName ?? '' };
}

/**
 * Contact boxes on the page showing opening hours with weekdays never set (warning): visitors read
 * "nach Vereinbarung" there, which is rarely what the shop means. The box's own hours or its
 * branch's, whichever it shows.
 */
export const openingHours: PageCheck = async ({ db, site, tree }) => {
  const pageId = tree.page.id;
  const branches = await listBranches(db, { siteId: site.id });
  return boxHoursGaps(tree.groups, branches).flatMap((gap): PublishCheck[] =>
    // A box with no hours at all ('none') shows none: nothing reads "nach Vereinbarung" there.
    gap.kind === 'box' && gap.source !== 'none'
      ? [
          {
            id: checkId(['openingHoursNotSet', pageId, gap.groupId]),
            severity: 'warning',
            code: gap.source === 'own' ? 'openingHoursNotSet' : 'branchHoursNotSet',
            pageId,
            sectionId: gap.groupId,
            sectionType: 'contact',
            params: paramsOf(gap),
          },
        ]
      : [],
  );
};

/** The footer's opening hours (its own or its branch's) with weekdays never set (warning). */
export const footerOpeningHours: SiteCheck = async ({ db, site, settings }) => {
  const branches = await listBranches(db, { siteId: site.id });
  return footerHoursGaps(settings, branches).map(
    (gap): PublishCheck => ({
      id: checkId(['footerHoursNotSet', site.id]),
      severity: 'warning',
      code: 'footerHoursNotSet',
      pageId: null,
      params: paramsOf(gap),
    }),
  );
};
