import { type BookingData, bookingBranch } from '../../../shared/booking/booking-branch';
import type { SiteSettings } from '../../../shared/content/settings';
import type { Branch } from '../../../shared/content/business';
import type { Queryable } from '../../db/client';
import { listBranches } from '../business/get-business-profile';

/**
 * A booking container's data: the widget company and theme colour the floating button uses (so
 * the container and the modal show the same widget, set up once in the settings), and the branch
 * the fallback offers to call (the chosen one, else the site's first active branch).
 */
export async function loadBookingData(
  c: { db: Queryable; siteId: string; settings: Pick<SiteSettings, 'bookingButton' | 'theme'>; branches?: readonly Branch[] },
  branchId: string | null,
): Promise<BookingData> {
  const booking = c.settings.bookingButton;
  const branches = c.branches ?? (await listBranches(c.db, { siteId: c.siteId }));
  return {
    company: booking.shoreCompany.trim(),
    themeColor: c.settings.theme.colors[booking.color] ?? null,
    branch: bookingBranch(branches, branchId),
  };
}
