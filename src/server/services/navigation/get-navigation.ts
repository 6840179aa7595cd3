import { eq } from 'drizzle-orm';
import type { NavigationState } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { navigation } from '../../db/schema';

export type NavigationAnswer = { navigation: NavigationState; changed: boolean };

const EMPTY: NavigationState = { containers: [] };

/** Whether the working navigation differs from what visitors see (JSON order is ours: saved as given). */
export const navigationChanged = (draft: NavigationState | null | undefined, published: NavigationState | null | undefined): boolean =>
  JSON.stringify(draft ?? EMPTY) !== JSON.stringify(published ?? EMPTY);

/** The site's navigation: the working (draft) one for editors, the published one for visitors. */
export async function getNavigation(db: Queryable, options: { siteId: string; includeDrafts: boolean }): Promise<NavigationAnswer> {
  const [row] = await db.select().from(navigation).where(eq(navigation.siteId, options.siteId));
  const draft = row?.draft ?? EMPTY;
  const published = row?.published ?? EMPTY;
  return { navigation: options.includeDrafts ? draft : published, changed: navigationChanged(draft, published) };
}
