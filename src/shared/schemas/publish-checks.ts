import { z } from 'zod';
import { ZLocale } from './editor';

/**
 * The publish checks ("Vor dem Veröffentlichen", issue 31): what publishing a page or the whole
 * site would put live that looks wrong. One entry type for every check, so the server's list, the
 * publish dialogs and the server's refusal (409) speak about the same things. The sentence of each
 * code is in the editor catalogues (`editorChecks` → `codes.{code}`), filled with `params`.
 */

/**
 * Every check's code. A new check adds its code here, its sentence in the four `editorChecks`
 * catalogues and its function in `src/server/services/publish-checks/registry.ts`.
 */
export const PUBLISH_CHECK_CODES = [
  // Blocking.
  'translationMissing',
  'requiredTextEmpty',
  // Warnings.
  'buttonWithoutLink',
  'buttonWithoutText',
  'buttonEmpty',
  'linkWithoutTarget',
  'bookingLinkMissing',
  'bookingTextMissing',
  'translationOutdated',
  'imageAltMissing',
  'openingHoursNotSet',
  'branchHoursNotSet',
  'footerHoursNotSet',
] as const;
export type PublishCheckCode = (typeof PUBLISH_CHECK_CODES)[number];

/** Blocking: publishing is refused (409) until fixed. Warning: publishing needs "Trotzdem veröffentlichen". */
export const PUBLISH_CHECK_SEVERITIES = ['blocking', 'warning'] as const;
export type PublishCheckSeverity = (typeof PUBLISH_CHECK_SEVERITIES)[number];

/** Acknowledged warnings are named by id; a list this long is no dialog's. */
const MAX_ACKNOWLEDGED = 500;
const ZCheckId = z.string().min(1).max(400);

export const ZPublishCheck = z.object({
  /** Stable while the problem lasts (code, page, box, slot, language): what an acknowledgement names. */
  id: ZCheckId,
  severity: z.enum(PUBLISH_CHECK_SEVERITIES),
  code: z.enum(PUBLISH_CHECK_CODES),
  /** The page the problem is on; null for the site's own parts (the settings' booking button). */
  pageId: z.uuid().nullable(),
  /** The box ("Zeigen" scrolls to it) and its type, for the box's name in the editor language. */
  sectionId: z.uuid().optional(),
  sectionType: z.string().max(80).optional(),
  /** The slot within the box (its name comes from the editor's block labels) and its field, when stored. */
  slot: z.string().max(80).optional(),
  fieldId: z.uuid().optional(),
  /** The language the problem is in, when it is in one (the first, when in several: see params.languages). */
  locale: ZLocale.optional(),
  /** Values of the code's sentence (counts, link texts, language lists as "FR, IT"). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TPublishCheck = z.infer<typeof ZPublishCheck>;

/** GET /page/status/checks?id and GET /site/status/checks — blocking entries first. */
export const ZPublishChecks = z.object({ checks: z.array(ZPublishCheck) });
export type TPublishChecks = z.infer<typeof ZPublishChecks>;
export const ZPageChecksQuery = z.object({ id: z.uuid('A page id is required') });

/** The warnings the person confirmed with "Trotzdem veröffentlichen" (their ids, as listed). */
export const ZAcknowledgedWarnings = z.array(ZCheckId).max(MAX_ACKNOWLEDGED);

/** 409 details of a refused publish: the entries that stopped it (blocking, or warnings not confirmed). */
export const ZPublishChecksConflict = z.object({ checks: z.array(ZPublishCheck) });

export function hasBlocking(checks: readonly TPublishCheck[]): boolean {
  return checks.some((check) => check.severity === 'blocking');
}

/** The warnings among `checks` not in `acknowledged`: what still needs "Trotzdem veröffentlichen". */
export function unacknowledgedWarnings(checks: readonly TPublishCheck[], acknowledged: readonly string[]): TPublishCheck[] {
  const confirmed = new Set(acknowledged);
  return checks.filter((check) => check.severity === 'warning' && !confirmed.has(check.id));
}
