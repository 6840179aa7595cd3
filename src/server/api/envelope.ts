import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

/** Every API answer has this shape (spec: "Responses are read as success flag, error, status, data"). */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), error: z.string().nullable(), status: z.number().int(), data });

export const ZErrorEnvelope = envelopeOf(z.unknown().nullable());

export function ok<T, S extends ContentfulStatusCode = 200>(c: Context, data: T, status: S = 200 as S) {
  return c.json({ success: true as const, error: null, status, data }, status);
}

export function fail<S extends ContentfulStatusCode>(c: Context, status: S, error: string, data: unknown = null) {
  return c.json({ success: false as const, error, status, data: data as null }, status);
}
