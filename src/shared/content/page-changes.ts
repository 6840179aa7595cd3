/**
 * What publishing a page changes for visitors, counted the one way every view shows it (issue 31:
 * the toolbar's badge, the publish dialog and "Alles veröffentlichen" agree). Boxes are counted,
 * not rows: a new box is one change however many of its texts were typed, and the boxes below it
 * moving down one place is no change of theirs.
 */
export type PageChanges = {
  /** The page is new (never published) or its settings (name, URL, description…) changed. */
  page: 'new' | 'changed' | null;
  /** Boxes visitors will see for the first time. */
  newBoxes: number;
  /** Boxes visitors see whose texts, pictures, links or options changed. */
  changedBoxes: number;
  /** Boxes visitors see that leave the page (removed or archived). */
  removedBoxes: number;
  /** The boxes that stay are in another order. */
  order: boolean;
};

export const NO_CHANGES: PageChanges = { page: null, newBoxes: 0, changedBoxes: 0, removedBoxes: 0, order: false };

/** The number the badge shows: each named change once. */
export function changeTotal(changes: PageChanges | null | undefined): number {
  if (!changes) return 0;
  return (changes.page ? 1 : 0) + changes.newBoxes + changes.changedBoxes + changes.removedBoxes + (changes.order ? 1 : 0);
}
