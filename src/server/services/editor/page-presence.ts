import { and, eq, ne } from 'drizzle-orm';
import { type TPresenceSignal, ZPresenceSignal } from '../../../shared/schemas/presence';
import type { Queryable } from '../../db/client';
import { pages } from '../../db/schema';
import type { EventBus } from '../../platform/event-bus';
import { AppError } from '../../platform/app-error';

/** One topic per site and page: members of other pages (or sites) never hear of each other. */
export const presenceTopic = (siteId: string, pageId: string) => `presence:${siteId}:${pageId}`;

export function publishPresence(bus: EventBus, siteId: string, pageId: string, signal: TPresenceSignal): void {
  bus.publish(presenceTopic(siteId, pageId), signal);
}

/** Signals from other instances are checked before they are trusted. */
export function subscribeToPresence(bus: EventBus, siteId: string, pageId: string, listener: (signal: TPresenceSignal) => void): () => void {
  return bus.subscribe(presenceTopic(siteId, pageId), (payload) => {
    const parsed = ZPresenceSignal.safeParse(payload);
    if (parsed.success) listener(parsed.data);
  });
}

/** The page must be this site's (another site's page is not found). */
export async function requireSitePage(db: Queryable, options: { siteId: string; pageId: string }): Promise<void> {
  const [page] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, options.pageId), eq(pages.siteId, options.siteId), ne(pages.status, 'deleted')))
    .limit(1);
  if (!page) throw new AppError('NOT_FOUND', 'pages.pageNotFound');
}
