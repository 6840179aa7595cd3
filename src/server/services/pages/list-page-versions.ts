import { and, desc, eq } from 'drizzle-orm';
import type { PageTree } from '../../../shared/content/types';
import type { Queryable } from '../../db/client';
import { pageVersions, pages, user } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type PageVersionSummary = { id: string; version: number; createdAt: string; createdBy: string | null; current: boolean };

/** A page's published versions, newest first, with who published each (name, else e-mail). */
export async function listPageVersions(db: Queryable, options: { siteId: string; pageId: string }): Promise<{ versions: PageVersionSummary[] }> {
  const { siteId, pageId } = options;
  const [page] = await db
    .select({ publishedVersionId: pages.publishedVersionId })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.siteId, siteId)));
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
  const rows = await db
    .select({ id: pageVersions.id, version: pageVersions.version, createdAt: pageVersions.createdAt, name: user.name, email: user.email })
    .from(pageVersions)
    .leftJoin(user, eq(user.id, pageVersions.createdBy))
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.siteId, siteId)))
    .orderBy(desc(pageVersions.version));
  return {
    versions: rows.map((row) => ({
      id: row.id,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.name?.trim() || row.email || null,
      current: row.id === page.publishedVersionId,
    })),
  };
}

export type PageVersionSnapshot = { id: string; pageId: string; version: number; createdAt: Date; snapshot: PageTree };

/** One version of this site (and of this page when given); another site's is not found. */
export async function findPageVersion(db: Queryable, options: { siteId: string; versionId: string; pageId?: string }): Promise<PageVersionSnapshot> {
  const { siteId, versionId, pageId } = options;
  const [row] = await db
    .select({
      id: pageVersions.id,
      pageId: pageVersions.pageId,
      version: pageVersions.version,
      createdAt: pageVersions.createdAt,
      snapshot: pageVersions.snapshot,
    })
    .from(pageVersions)
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.siteId, siteId), ...(pageId ? [eq(pageVersions.pageId, pageId)] : [])));
  if (!row) throw new AppError('NOT_FOUND', 'history.versionNotFound');
  return row;
}
