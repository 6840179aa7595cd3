import type { Branch } from '../content/business';

/** What a booking fallback shows of a branch: whom to call instead. */
export type BookingBranch = { name: string; phone: string };

/**
 * What a booking container needs beyond its options (load kind `booking`): the site's widget
 * company and theme colour (the floating button's, settings.bookingButton) and the branch whose
 * phone the fallback offers.
 */
export type BookingData = { company: string; themeColor: string | null; branch: BookingBranch | null };

/**
 * The branch a booking fallback names: the chosen one when it is still active, else the site's
 * first active branch; null without an active branch. A branch without a phone is passed on as
 * is (its name still tells the visitor where), the fallback then leaves the call link out.
 */
export function bookingBranch(branches: readonly Pick<Branch, 'id' | 'name' | 'phone' | 'active'>[], chosenId?: string | null): BookingBranch | null {
  const active = branches.filter((branch) => branch.active);
  const branch = (chosenId ? active.find((candidate) => candidate.id === chosenId) : undefined) ?? active[0];
  return branch ? { name: branch.name, phone: branch.phone.trim() } : null;
}
