import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/locales';
import type { FormKind, MailStatus } from '../../../shared/schemas/forms/inbox';
import { sites } from './sites';

/**
 * What visitors sent through the public forms, stored before anything else happens so a request
 * is never lost. `group_id` names the form section without a foreign key: sections may be deleted
 * later, their submissions stay.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<FormKind>(),
    groupId: uuid('group_id').notNull(),
    /** One per fill-in of the form: a double click sends it twice, it is stored once. */
    submissionKey: uuid('submission_key').notNull(),
    locale: text('locale').notNull().$type<Locale>(),
    values: jsonb('values').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_submissions_site_key_uq').on(t.siteId, t.submissionKey),
    index('form_submissions_site_created_idx').on(t.siteId, t.createdAt.desc()),
    check('form_submissions_kind_check', sql`${t.kind} in ('contact', 'sponsor')`),
  ],
);

/** An e-mail as queued: the worker sends exactly this. */
export type OutboxMailPayload = {
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
};
/** `account`: a person's own mail (verification, invitation, password reset, e-mail change). */
export type OutboxRecipient = 'business' | 'visitor' | 'account';

/**
 * Mails waiting to be sent (transactional outbox): written in the submission's transaction, sent
 * by the outbox worker with retries. `locked_until` is the lease of the worker sending a row.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for account mail sent from the platform host (sign-up verification, password reset there). */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('mail').$type<'mail'>(),
    recipient: text('recipient').notNull().$type<OutboxRecipient>(),
    payload: jsonb('payload').notNull().$type<OutboxMailPayload>(),
    status: text('status').notNull().default('pending').$type<MailStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The mail transport of the instance that queued the row (`mailTransportKey`): only instances
     * with that transport send it, so instances sharing a database but not a mail server never
     * send each other's mail. Null (rows from before) is anyone's.
     */
    transport: text('transport'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_submission_idx').on(t.submissionId),
    index('outbox_site_idx').on(t.siteId),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('outbox_recipient_check', sql`${t.recipient} in ('business', 'visitor', 'account')`),
  ],
);
