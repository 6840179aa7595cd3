import { z } from 'zod';
import { LOCALES } from '../../locales';

/** Which public form a submission came from. */
export const FORM_KINDS = ['contact', 'sponsor'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Delivery state of one queued e-mail (outbox row). */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Answer of POST /api/v1/contact and /api/v1/aspectSponsorForm (201; 200 when the key was seen). */
export const ZFormSubmitted = z.object({ id: z.uuid(), duplicate: z.boolean() });
export type FormSubmitted = z.infer<typeof ZFormSubmitted>;

/** `data` of a 400 answer: one localized message per invalid field, keyed by field name. */
export const ZFormFieldErrors = z.object({ fieldErrors: z.record(z.string(), z.string()) });
export type FormFieldErrors = z.infer<typeof ZFormFieldErrors>;

/** Body of POST /api/v1/forms/mails/retry: queue a mail again that failed after every attempt. */
export const ZRetryMailRequest = z.object({ id: z.uuid() });
export type RetryMailRequest = z.infer<typeof ZRetryMailRequest>;

/** Query of GET /api/v1/forms/submissions (and .csv, which ignores the page). */
export const ZFormSubmissionsQuery = z.object({
  kind: z.enum(FORM_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type FormSubmissionsQuery = z.infer<typeof ZFormSubmissionsQuery>;

export const ZSubmissionMail = z.object({
  id: z.uuid(),
  recipient: z.enum(['business', 'visitor']),
  to: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type SubmissionMail = z.infer<typeof ZSubmissionMail>;

export const ZFormSubmissionSummary = z.object({
  id: z.uuid(),
  kind: z.enum(FORM_KINDS),
  createdAt: z.string(),
  locale: z.enum(LOCALES),
  /** Display name: "Vorname Nachname" or the sponsor's contact name and company. */
  name: z.string(),
  email: z.string(),
  /** The validated values as submitted (honeypot removed). Shown escaped, never as HTML. */
  values: z.record(z.string(), z.unknown()),
  mails: z.array(ZSubmissionMail),
});
export type FormSubmissionSummary = z.infer<typeof ZFormSubmissionSummary>;

/** `data` of GET /api/v1/forms/submissions: newest first, 25 per page. */
export const ZFormSubmissionPage = z.object({
  items: z.array(ZFormSubmissionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FormSubmissionPage = z.infer<typeof ZFormSubmissionPage>;
