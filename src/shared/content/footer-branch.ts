import type { Branch } from './business';
import type { OpeningHours } from './opening-hours';
import type { SiteSettings } from './settings';

/** The branch the footer shows: the chosen one, else the first active one. */
export function footerBranchOf(settings: Pick<SiteSettings, 'footer'>, branches: readonly Branch[]): Branch | null {
  const { branchId } = settings.footer;
  return (branchId ? branches.find((branch) => branch.id === branchId) : undefined) ?? branches.find((branch) => branch.active) ?? null;
}

/** The footer's opening hours: its own, else (with "use business data") its branch's; null: none shown. */
export function footerHoursOf(settings: Pick<SiteSettings, 'footer'>, branches: readonly Branch[]): { hours: OpeningHours; branch: Branch | null } | null {
  if (settings.footer.openingHours) return { hours: settings.footer.openingHours, branch: null };
  const branch = settings.footer.useBusinessDataFromLookUp ? footerBranchOf(settings, branches) : null;
  return branch ? { hours: branch.openingHours, branch } : null;
}
