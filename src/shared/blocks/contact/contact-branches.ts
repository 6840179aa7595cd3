import type { Branch } from '../../content/business';

/**
 * The business-profile branches a contact box reads (its `{ kind: 'branch' }` load): the one
 * chosen in its `branch` option — its address, contact and hours replace the box's slots — and,
 * without one (none chosen, or chosen and since removed), the first active branch, whose hours
 * the box shows by default. Its own module: `load.ts` names it without importing the box's logic.
 */
export type ContactBranches = { chosen: Branch | null; fallback: Branch | null };
