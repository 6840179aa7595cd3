import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { FormKind, FormSubmitted } from '../../../shared/schemas/forms/inbox';
import type { Queryable } from '../../db/client';
import { type OutboxMailPayload, type OutboxRecipient, formSubmissions, outbox } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { wakeOutbox } from '../mail/outbox-signal';
import { ownMailTransportKey } from '../mail/transport-key';
import { mayQueueConfirmation } from './confirmation-limit';

export type QueuedMail = { recipient: OutboxRecipient; payload: OutboxMailPayload };

/**
 * Stores a submission and queues its mails in one transaction, so either both exist or neither.
 * A submission key seen before (a double click, a retried request) stores nothing and queues
 * nothing: the first submission's id comes back with duplicate=true. A visitor confirmation is
 * left out when that address already got one from this site within the hour.
 */
export async function storeSubmission(
  db: Queryable,
  options: {
    siteId: string;
    kind: FormKind;
    groupId: string;
    submissionKey: string;
    locale: Locale;
    values: Record<string, unknown>;
    mails: QueuedMail[];
  },
): Promise<FormSubmitted> {
  const { siteId } = options;
  const result = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(formSubmissions)
      .values({ siteId, kind: options.kind, groupId: options.groupId, submissionKey: options.submissionKey, locale: options.locale, values: options.values })
      .onConflictDoNothing({ target: [formSubmissions.siteId, formSubmissions.submissionKey] })
      .returning({ id: formSubmissions.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.siteId, siteId), eq(formSubmissions.submissionKey, options.submissionKey)));
      if (!existing) throw new AppError('CONFLICT', 'forms.submissionNotStored');
      return { id: existing.id, duplicate: true };
    }
    const mails: QueuedMail[] = [];
    for (const mail of options.mails) {
      // The business hears of every submission; a visitor address gets one confirmation an hour.
      if (mail.recipient === 'business' || (await mayQueueConfirmation(tx, { siteId, to: mail.payload.to }))) mails.push(mail);
    }
    if (mails.length > 0) {
      const transport = ownMailTransportKey();
      await tx.insert(outbox).values(mails.map((mail) => ({ siteId, submissionId: inserted.id, recipient: mail.recipient, payload: mail.payload, transport })));
    }
    return { id: inserted.id, duplicate: false };
  });
  if (!result.duplicate) wakeOutbox();
  return result;
}
