import { type Operation, type TenantIds, validBody, validPath } from './openapi-operations';
import { type RawRequest, uploadForm } from './tenant-world';

/** A request the operation would carry out if `ids` were the caller's own (uploads included). */
export async function requestFor(operation: Operation, ids: TenantIds): Promise<RawRequest> {
  const path = validPath(operation, ids);
  if (operation.bodyType === 'multipart') return { method: operation.method, path, rawBody: await uploadForm({ groupId: ids.group }) };
  // The direct upload's PUT carries the video's bytes, not JSON.
  if (operation.key === 'PUT /media/upload/{id}') return { method: operation.method, path, rawBody: new Uint8Array(1000), contentType: 'video/webm' };
  return { method: operation.method, path, body: validBody(operation, ids) };
}

/**
 * Whether the request names one of the tenant's rows (then it must be refused to anyone else). An
 * upload's `groupId` is only a folder label below the caller's own site prefix, so it names no row.
 */
export function namesAnyOf(request: RawRequest, ids: TenantIds): boolean {
  const text = `${request.path} ${JSON.stringify(request.body ?? null)}`;
  return Object.values(ids).some((id) => text.includes(id));
}
