import { getApi } from '@/server/api/app';
import { toTenantRequest } from '@/server/platform/tenant-request';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => getApi().fetch(toTenantRequest(request));

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
