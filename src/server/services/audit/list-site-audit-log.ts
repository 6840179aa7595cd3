import { SITE_AUDIT_LIMIT, type TSiteAuditLog } from '../../../shared/schemas/audit';
import type { Queryable } from '../../db/client';
import { listSiteAuditEvents } from './list-audit-events';

/** GET /site/audit: the site's latest events for its owners and admins (only this site's). */
export async function listSiteAuditLog(db: Queryable, options: { siteId: string }): Promise<TSiteAuditLog> {
  const rows = await listSiteAuditEvents(db, { siteId: options.siteId, limit: SITE_AUDIT_LIMIT });
  return {
    events: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actorEmail: row.actorEmail,
      ip: row.ip,
      details: row.details,
    })),
  };
}
