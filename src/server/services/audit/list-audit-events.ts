import { type SQL, and, desc, eq, exists, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AuditAction, AuditDetails } from '../../../shared/audit-actions';
import { CONSOLE_AUDIT_PAGE, type ConsoleAuditQuery } from '../../../shared/schemas/audit';
import type { Queryable } from '../../db/client';
import { auditEvents, siteDomains, sites } from '../../db/schema';

export type AuditEventRow = {
  id: string;
  at: Date;
  siteId: string | null;
  siteName: string | null;
  action: AuditAction;
  actorEmail: string | null;
  ip: string | null;
  details: AuditDetails;
};

export type AuditFilter = {
  /** Part of the site's name or of one of its hosts. */
  site?: string;
  action?: AuditAction | '';
  /** Part of the actor's e-mail. */
  actor?: string;
  /** Inclusive days (`yyyy-mm-dd`, UTC). */
  from?: string;
  to?: string;
};

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.actor) where.push(ilike(auditEvents.actorEmail, likePattern(filter.actor)));
  if (filter.from) where.push(gte(auditEvents.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(auditEvents.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)));
  if (filter.site) {
    const pattern = likePattern(filter.site);
    const hostMatches = exists(
      sql`(select 1 from ${siteDomains} where ${siteDomains.siteId} = ${auditEvents.siteId} and ${siteDomains.host} ilike ${pattern})`,
    );
    const nameMatch = ilike(sites.name, pattern);
    where.push(or(nameMatch, hostMatches) ?? nameMatch);
  }
  return where;
}

/** What both lists read of an event (the site's current name beside its id). */
const AUDIT_EVENT_COLUMNS = {
  id: auditEvents.id,
  at: auditEvents.at,
  siteId: auditEvents.siteId,
  siteName: sites.name,
  action: auditEvents.action,
  actorEmail: auditEvents.actorEmail,
  ip: auditEvents.ip,
  details: auditEvents.details,
};

/**
 * The platform console's audit log: every site's events (and those of no site, like a failed
 * sign-in on the platform host), newest first, filtered, one page of `limit` (plus one row to know
 * whether a next page exists).
 */
export async function listAuditEvents(
  db: Queryable,
  options: { filter: AuditFilter; page: number; limit: number },
): Promise<{ events: AuditEventRow[]; hasMore: boolean }> {
  const rows = await db
    .select(AUDIT_EVENT_COLUMNS)
    .from(auditEvents)
    .leftJoin(sites, eq(sites.id, auditEvents.siteId))
    .where(and(...conditions(options.filter)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(options.limit + 1)
    .offset((options.page - 1) * options.limit);
  return { events: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}

/** One site's latest events (the owners' "Activity" list): never another site's. */
export async function listSiteAuditEvents(db: Queryable, options: { siteId: string; limit: number }): Promise<AuditEventRow[]> {
  return db
    .select(AUDIT_EVENT_COLUMNS)
    .from(auditEvents)
    .innerJoin(sites, eq(sites.id, auditEvents.siteId))
    .where(eq(auditEvents.siteId, options.siteId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(options.limit);
}

/** The console's audit section: its query (parsed filters and page) to one page of events. */
export function listConsoleAuditLog(db: Queryable, query: ConsoleAuditQuery): Promise<{ events: AuditEventRow[]; hasMore: boolean }> {
  return listAuditEvents(db, {
    filter: { site: query.asite, action: query.aaction, actor: query.aactor, from: query.afrom, to: query.ato },
    page: query.apage,
    limit: CONSOLE_AUDIT_PAGE,
  });
}
