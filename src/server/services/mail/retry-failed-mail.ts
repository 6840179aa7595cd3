import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { outbox } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { wakeOutbox } from './outbox-signal';
import { ownMailTransportKey } from './transport-key';

/**
 * Puts a mail the worker gave up on back in the queue with a fresh series of attempts, for this
 * instance's transport: whoever retries it (after fixing the mail server) sends it.
 */
export async function retryFailedMail(db: Queryable, options: { siteId: string; mailId: string }): Promise<void> {
  const updated = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, transport: ownMailTransportKey() })
    .where(and(eq(outbox.id, options.mailId), eq(outbox.siteId, options.siteId), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'forms.mailNotFound');
  wakeOutbox();
}
