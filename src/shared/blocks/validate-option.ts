import { z } from 'zod';
import type { OptionValue } from '../content/types';
import type { OptionDefinition } from './types';
import { LOCALES } from '../locales';
import { OPTION_TYPE_VALUES } from './constants';
import { ZOpeningHours } from '../content/opening-hours';

/** Which rule a refused value broke (the API words it in the caller's language). */
export type OptionRule =
  | { kind: 'number' }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'min'; min: number }
  | { kind: 'notOffered' }
  | { kind: 'invalid' };
export type OptionCheck = { ok: true; value: OptionValue } | { ok: false; rule: OptionRule };

const ZHttpUrl = z.url({ protocol: /^https?$/, message: 'Invalid URL' });

export const ZLinkValue = z.object({
  type: z.enum(['url', 'phone', 'email', 'page']),
  url: z.string().max(2000).nullable().optional(),
  phone: z.string().max(50).nullable().optional(),
  email: z.string().max(200).nullable().optional(),
  page: z
    .object({ id: z.uuid(), collection: z.enum(['team', 'service', 'testimonial', 'map']).nullable().optional() })
    .nullable()
    .optional(),
});

const ZBookingLink = z.object({ type: z.enum(['eTermin', 'healthOpticsBooking', 'iframe']), url: ZHttpUrl });
// Stored as { points } because option values are scalars, lists of scalars, pairs or objects.
const ZPoi = z.object({
  points: z.array(z.object({ latitude: z.string().max(40), longitude: z.string().max(40), icon: z.enum(['start', 'end', 'party']) })).max(200),
});
const ZRoute = z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).max(5000);
const GAME_OPTIONS = ['start', 'addPlayers', 'share', 'coupon'] as const;

/** Which of a definition's checks applies to a structured option type. */
const STRUCTURED: Partial<Record<OptionDefinition['type'], z.ZodType>> = {
  link: ZLinkValue.nullable(),
  bookingLink: ZBookingLink.nullable(),
  poi: ZPoi,
  mapRoute: ZRoute,
  location: z.array(z.string().max(100)).max(500),
  media: z.uuid().nullable(),
  // A gallery's images, in order.
  bulkUploader: z.array(z.uuid()).max(500),
  captions: z.partialRecord(z.enum(LOCALES), z.uuid()),
  openingHours: ZOpeningHours.nullable(),
  text: z.string().max(2000),
  checkbox: z.boolean(),
};

/**
 * Server-side (and client-side) check of one option value against its definition: the same
 * rules the option editor enforces, so a hand-made request cannot store what the UI could not.
 */
export function validateOptionValue(definition: OptionDefinition, value: unknown): OptionCheck {
  if (definition.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, rule: { kind: 'number' } };
    const min = definition.range?.min ?? 1;
    const max = definition.range?.max;
    if (max === undefined && value < min) return { ok: false, rule: { kind: 'min', min } };
    if (max !== undefined && (value < min || value > max)) return { ok: false, rule: { kind: 'range', min, max } };
    return { ok: true, value };
  }
  const structured = STRUCTURED[definition.type];
  if (structured) {
    const parsed = structured.safeParse(value);
    return parsed.success ? { ok: true, value: parsed.data as OptionValue } : { ok: false, rule: { kind: 'invalid' } };
  }
  const values = definition.values ?? (definition.type === 'gameOptions' ? GAME_OPTIONS : OPTION_TYPE_VALUES[definition.type]);
  if (values) {
    if (value === null && definition.type === 'colorSwatches') return { ok: true, value: null };
    return typeof value === 'string' && values.includes(value) ? { ok: true, value } : { ok: false, rule: { kind: 'notOffered' } };
  }
  return { ok: false, rule: { kind: 'invalid' } };
}
