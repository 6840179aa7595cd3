import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { AppError, type ApiMessageKey } from '../../platform/app-error';
import type { ApiEnv } from '../context';

/** Public JSON (forms, games, unlock, sign-in): a few KB are plenty; the rest is abuse. */
export const PUBLIC_BODY_BYTES = 32 * 1024;
/** Editor JSON (a rich text field in one language, a section's options). */
export const MEMBER_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a body over `maxBytes` with 413 in the caller's language before anything parses it: a
 * declared Content-Length is refused unread, a chunked body is counted while it streams in.
 */
export function bodySize(maxBytes: number, messageKey: ApiMessageKey = 'request.tooLarge'): MiddlewareHandler<ApiEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', messageKey);
    },
  });
}
