import type { Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiEnv } from './context';
import { fail } from './envelope';

/** Invalid input answers 400 in the envelope, naming every failing field. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const message = result.error.issues.map((issue) => issue.message).join('; ');
  return fail(c, 400, message, z.flattenError(result.error));
};
