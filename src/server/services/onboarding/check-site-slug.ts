import { eq } from 'drizzle-orm';
import { type SiteSlugProblem, siteSlugProblem } from '../../../shared/onboarding/site-slug';
import type { SlugCheck } from '../../../shared/schemas/onboarding';
import type { Queryable } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { getConfig } from '../../platform/config';
import { platformSiteHost } from '../../platform/platform-host';

/** The platform's own labels (`webbox` of `webbox.example.ch`) are no business's address either. */
function platformLabels(): string[] {
  return (getConfig().PLATFORM_DOMAIN ?? '').split('.').filter(Boolean);
}

/** Why a slug cannot be a new site's address without asking the database (format, reserved words). */
export function staticSlugProblem(slug: string): SiteSlugProblem | null {
  return siteSlugProblem(slug, platformLabels());
}

/**
 * The wizard's live check (and its check again on submit): the address `{slug}.{PLATFORM_DOMAIN}`
 * is well-formed, not reserved and served by no site yet (any domain row counts, verified or not).
 */
export async function checkSiteSlug(db: Queryable, slug: string): Promise<SlugCheck> {
  const normalized = slug.trim().toLowerCase();
  const problem = staticSlugProblem(normalized);
  const host = problem === 'slugInvalid' ? '' : platformSiteHost(normalized);
  if (problem) return { slug: normalized, host, available: false, problem };
  const [taken] = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
  return { slug: normalized, host, available: !taken, problem: taken ? 'slugTaken' : null };
}
