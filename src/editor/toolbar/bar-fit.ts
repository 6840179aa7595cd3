/**
 * Which of the toolbar's items stay in the bar and which go into its "Mehr" menu, from their
 * measured widths (issue 31: the bar must fit at 1280–1440 px and on a phone, in every editor
 * language). Pure, so the rule is tested apart from the DOM that measures.
 */

export type FitEntry = {
  id: string;
  /** Entries of one group sit together; a divider separates two groups that both show something. */
  group: number;
  /** Its width in the bar (0: it shows nothing now, and is neither in the bar nor in the menu). */
  width: number;
  /** null: always in the bar (publish, close). Else the lower, the longer it stays in the bar. */
  priority: number | null;
};

export type FitSpace = {
  /** The width the bar's items may take (the bar's largest content width). */
  available: number;
  /** The gap between two neighbours in the bar. */
  gap: number;
  /** The width of a divider between groups. */
  divider: number;
  /** The entry of the "Mehr" button, shown only while the menu holds something. */
  moreId: string;
};

export type Fit = {
  /** The ids moved into the menu. */
  menu: ReadonlySet<string>;
  /** The groups that have a divider before them. */
  dividers: ReadonlySet<number>;
};

/** The row's width with these entries shown, dividers between the groups that show something. */
function rowWidth(shown: readonly FitEntry[], space: FitSpace): number {
  let total = 0;
  let count = 0;
  let group: number | null = null;
  for (const entry of shown) {
    if (group !== null && entry.group !== group) {
      total += space.divider;
      count += 1;
    }
    total += entry.width;
    count += 1;
    group = entry.group;
  }
  return total + Math.max(0, count - 1) * space.gap;
}

function dividersOf(shown: readonly FitEntry[]): Set<number> {
  const dividers = new Set<number>();
  let group: number | null = null;
  for (const entry of shown) {
    if (group !== null && entry.group !== group) dividers.add(entry.group);
    group = entry.group;
  }
  return dividers;
}

/**
 * Everything when it fits. Otherwise the pinned entries and the "Mehr" button, then the others by
 * priority as long as they fit; the rest go into the menu, so it always holds the least needed
 * ones (a smaller item further down the list does not jump ahead of a wider, more needed one).
 */
export function fitBar(entries: readonly FitEntry[], space: FitSpace): Fit {
  const present = entries.filter((entry) => entry.width > 0);
  const withoutMore = present.filter((entry) => entry.id !== space.moreId);
  if (rowWidth(withoutMore, space) <= space.available) return { menu: new Set(), dividers: dividersOf(withoutMore) };

  // Sorting is stable: of equal priorities the earlier one in the bar stays longer.
  const candidates = withoutMore.filter((entry) => entry.priority !== null).sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const inBar = new Set(present.filter((entry) => entry.priority === null).map((entry) => entry.id));
  const row = (ids: ReadonlySet<string>) => present.filter((entry) => ids.has(entry.id));
  for (const candidate of candidates) {
    const next = new Set(inBar).add(candidate.id);
    if (rowWidth(row(next), space) > space.available) break;
    inBar.add(candidate.id);
  }
  const menu = new Set(candidates.filter((entry) => !inBar.has(entry.id)).map((entry) => entry.id));
  return { menu, dividers: dividersOf(row(inBar)) };
}
