import type { Branch } from '../../content/business';
import { normaliseOpeningHours, type OpeningHours } from '../../content/opening-hours';
import type { GroupNode } from '../../content/types';
import { locationIds } from '../options';
import type { ContactBranches } from './contact-branches';
import { legacyBoxHours } from './legacy-hours';

export type { ContactBranches } from './contact-branches';

export function contactBranchesOf(branches: readonly Branch[], options: Pick<GroupNode, 'options'>['options'], branchOption: string): ContactBranches {
  const id = locationIds(options[branchOption])[0];
  const chosen = (id ? branches.find((branch) => branch.id === id) : undefined) ?? null;
  return { chosen, fallback: chosen ? null : (branches.find((branch) => branch.active) ?? null) };
}

/** The box's own hours (its `openingHours` option), read as the model; null when it follows a branch. */
export function ownBoxHours(value: unknown): OpeningHours | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? normaliseOpeningHours(value) : null;
}

export type BoxHours = {
  /** own: the box's `openingHours` option; branch: a branch's (chosen, else the first active); legacy: the old text slots. */
  source: 'own' | 'branch' | 'legacy';
  hours: OpeningHours;
  /** The branch whose hours they are (source `branch`). */
  branch: Branch | null;
};

/**
 * The hours a contact box shows, by precedence: its own, else its chosen branch's, else what its
 * old text slots hold (boxes from before issue 31 without a branch), else the first active
 * branch's. Null: nothing to show.
 */
export function boxHoursOf(group: Pick<GroupNode, 'options' | 'fields'>, branches: ContactBranches): BoxHours | null {
  const own = ownBoxHours(group.options.openingHours);
  if (own) return { source: 'own', hours: own, branch: null };
  if (branches.chosen) return { source: 'branch', hours: branches.chosen.openingHours, branch: branches.chosen };
  const legacy = legacyBoxHours(group);
  if (legacy) return { source: 'legacy', hours: legacy, branch: null };
  if (branches.fallback) return { source: 'branch', hours: branches.fallback.openingHours, branch: branches.fallback };
  return null;
}
