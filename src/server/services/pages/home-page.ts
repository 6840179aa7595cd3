import { and, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';

/** A page is the home page by its special key or its role; it can be neither deleted nor lose that role. */
export const isHomePage = (page: { role: string | null; specialKey: string | null }) => page.role === 'home' || page.specialKey === '~home';

/** The site's home page, where the editor goes after deleting the page it stood on. */
export async function findHomePageId(db: Queryable, siteId: string): Promise<string | null> {
  const rows = await db
    .select({ id: pages.id, specialKey: pages.specialKey })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), ne(pages.status, 'deleted'), or(eq(pages.specialKey, '~home'), eq(pages.role, 'home'))));
  return (rows.find((row) => row.specialKey === '~home') ?? rows[0])?.id ?? null;
}
