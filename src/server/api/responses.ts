import type { z } from 'zod';
import { ZErrorEnvelope, envelopeOf } from './envelope';

/** OpenAPI pieces the route files share: a JSON body, an envelope answer, an error answer. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true as const });
export const envelopeAnswer = <T extends z.ZodType>(data: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(data) } },
});
export const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ZErrorEnvelope } } });
