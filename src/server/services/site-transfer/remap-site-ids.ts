import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { SITE_TABLES, SITE_TABLE_NAMES, type TSiteArchiveData } from './site-archive-format';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const IS_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives every row of the archive a new id, and every reference to it the same new id, wherever it
 * sits: a column (page_id), a JSON tree (a navigation entry's page, a field's media), a storage key
 * (`{siteId}/{mediaId}.jpg`). Ids are UUIDs, unique across installations, so replacing each known
 * one in the serialised rows is exact; UUIDs the archive does not own (a form's submission key)
 * stay as they are.
 */
export function remapSiteIds(data: TSiteArchiveData): { tables: TSiteArchiveData['tables']; ids: Map<string, string> } {
  const ids = new Map<string, string>();
  for (const name of SITE_TABLE_NAMES) {
    for (const row of data.tables[name]) if (typeof row.id === 'string' && IS_UUID.test(row.id)) ids.set(row.id.toLowerCase(), randomUUID());
  }
  const text = JSON.stringify(data.tables).replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
  return { tables: JSON.parse(text) as TSiteArchiveData['tables'], ids };
}

/**
 * A row as read from JSON, typed back for its table: timestamps become dates, people of the other
 * installation are forgotten (a version's author), columns the table lacks are refused.
 */
export function reviveRows(name: (typeof SITE_TABLE_NAMES)[number], rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const columns = getTableColumns(SITE_TABLES[name]);
  return rows.map((row) => {
    const revived: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      const column = (columns as Record<string, { columnType: string } | undefined>)[key];
      if (!column) throw new AppError('BAD_REQUEST', 'siteArchive.inconsistent', { values: { detail: `${name}.${key}` } });
      revived[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
    }
    if (name === 'pageVersions') revived.createdBy = null;
    return revived;
  });
}
