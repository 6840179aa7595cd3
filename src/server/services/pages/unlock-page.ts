import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { unlockCookieName, unlockCookieValue } from '../../platform/page-unlock';

/** Checks a protected page's password; returns the cookie that unlocks the page. */
export async function unlockPage(
  db: Queryable,
  options: { siteId: string; pageId: string; password: string; secret: string },
): Promise<{ name: string; value: string }> {
  const [page] = await db
    .select({ published: pages.published })
    .from(pages)
    .where(and(eq(pages.id, options.pageId), eq(pages.siteId, options.siteId)))
    .limit(1);
  const hash = page?.published?.meta.passwordHash;
  if (!hash) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  if (!(await verifyPassword({ hash, password: options.password }))) throw new AppError('UNAUTHORIZED', 'pages.wrongPassword');
  return { name: unlockCookieName(options.pageId), value: unlockCookieValue({ pageId: options.pageId, passwordHash: hash, secret: options.secret }) };
}
