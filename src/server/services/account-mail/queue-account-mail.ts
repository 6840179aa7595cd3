import type { Queryable } from '../../db/client';
import { outbox } from '../../db/schema';
import { wakeOutbox } from '../mail/outbox-signal';
import { ownMailTransportKey } from '../mail/transport-key';
import { type AccountMail, composeAccountMail } from './compose-account-mail';

/**
 * Queues an account mail in the outbox (recipient `account`): stored first, sent by the outbox
 * worker with its retries, never lost and sent once (at least once only across a crash mid-send,
 * with the same Message-ID). Pass the transaction that creates what the mail is about, so a mail
 * never goes out for something that was rolled back.
 */
export async function queueAccountMail(db: Queryable, mail: AccountMail & { siteId?: string | null }): Promise<{ id: string }> {
  const [row] = await db
    .insert(outbox)
    .values({ siteId: mail.siteId ?? null, recipient: 'account', payload: composeAccountMail(mail), transport: ownMailTransportKey() })
    .returning({ id: outbox.id });
  if (!row) throw new Error('the outbox did not take the mail');
  // After the caller's transaction commits the worker finds it; waking early costs one empty poll.
  queueMicrotask(wakeOutbox);
  return row;
}
