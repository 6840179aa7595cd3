import type { Branch } from '../../content/business';
import { unsetWeekdays, WEEKDAY_NUMBERS } from '../../content/opening-hours';
import { footerHoursOf } from '../../content/footer-branch';
import type { SiteSettings } from '../../content/settings';
import type { GroupNode } from '../../content/types';
import { optionOf } from '../options';
import { type BoxHours, boxHoursOf, contactBranchesOf } from './box-hours';
import { contactDefinition } from './definition';

/**
 * Opening hours with weekdays not set (neither open nor closed), for the publish checks
 * ("Vor dem Veröffentlichen", a warning): visitors read such a day as "nach Vereinbarung". Days
 * are 1 = Monday … 7 = Sunday. A place that promises hours and has none lists all seven.
 */
export type HoursGap =
  /** An active branch of the business profile (edited in "Betrieb"). */
  | { kind: 'branch'; branchId: string; branchName: string; days: number[] }
  /** A contact box showing opening hours: its own (`source: 'own'`, edited in its options), a branch's, its old text slots', or none at all. */
  | {
      kind: 'box';
      groupId: string;
      pageId: string | null;
      source: BoxHours['source'] | 'none';
      branchId: string | null;
      branchName: string | null;
      days: number[];
    }
  /** The footer's hours: its own (settings) or its branch's. */
  | { kind: 'footer'; source: 'own' | 'branch'; branchId: string | null; branchName: string | null; days: number[] };

/** A contact box as the checks read it: a page tree's group (draft or live), with the page it is on when known. */
export type CheckedBox = Pick<GroupNode, 'id' | 'type' | 'status' | 'options' | 'fields'> & { pageId?: string | null };

const REMOVED: ReadonlySet<GroupNode['status']> = new Set(['markedForDeletion', 'deleted', 'archived']);

export function branchHoursGaps(branches: readonly Branch[]): HoursGap[] {
  return branches.flatMap((branch) => {
    const days = unsetWeekdays(branch.openingHours);
    return branch.active && days.length > 0 ? [{ kind: 'branch' as const, branchId: branch.id, branchName: branch.name, days }] : [];
  });
}

export function boxHoursGaps(boxes: readonly CheckedBox[], branches: readonly Branch[]): HoursGap[] {
  return boxes.flatMap((box) => {
    if (box.type !== 'contact' || REMOVED.has(box.status) || !optionOf(contactDefinition, box, 'showOpeningHours')) return [];
    const shown = boxHoursOf(box, contactBranchesOf(branches, box.options, contactDefinition.load.branchOption));
    const days = shown ? unsetWeekdays(shown.hours) : [...WEEKDAY_NUMBERS];
    if (days.length === 0) return [];
    const branch = shown?.branch ?? null;
    return [
      {
        kind: 'box' as const,
        groupId: box.id,
        pageId: box.pageId ?? null,
        source: shown?.source ?? 'none',
        branchId: branch?.id ?? null,
        branchName: branch?.name ?? null,
        days,
      },
    ];
  });
}

export function footerHoursGaps(settings: Pick<SiteSettings, 'footer'>, branches: readonly Branch[]): HoursGap[] {
  const shown = footerHoursOf(settings, branches);
  const days = shown ? unsetWeekdays(shown.hours) : [];
  if (!shown || days.length === 0) return [];
  return [{ kind: 'footer', source: shown.branch ? 'branch' : 'own', branchId: shown.branch?.id ?? null, branchName: shown.branch?.name ?? null, days }];
}

/**
 * Every place with weekdays not set: the active branches, the given contact boxes (a page's, or
 * the site's) and, with settings, the footer. A box or footer that shows a branch's hours repeats
 * that branch's gap (with its id), so a page's list is complete on its own.
 */
export function openingHoursGaps(input: { branches: readonly Branch[]; boxes?: readonly CheckedBox[]; settings?: Pick<SiteSettings, 'footer'> }): HoursGap[] {
  const { branches, boxes = [], settings } = input;
  return [...branchHoursGaps(branches), ...boxHoursGaps(boxes, branches), ...(settings ? footerHoursGaps(settings, branches) : [])];
}
