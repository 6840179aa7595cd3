import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FormSubmissionPage, FormSubmissionsQuery, SubmissionMail } from '../../../shared/schemas/forms/inbox';
import type { Queryable } from '../../db/client';
import { formSubmissions, outbox } from '../../db/schema';
import { submissionEmail, submissionName } from './submission-identity';

export const SUBMISSIONS_PAGE_SIZE = 25;

/** A site's submissions for its inbox, newest first, each with the delivery state of its mails. */
export async function listFormSubmissions(db: Queryable, options: { siteId: string; query: FormSubmissionsQuery }): Promise<FormSubmissionPage> {
  const { siteId, query } = options;
  const where = and(eq(formSubmissions.siteId, siteId), query.kind ? eq(formSubmissions.kind, query.kind) : undefined);
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(formSubmissions).where(where),
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(SUBMISSIONS_PAGE_SIZE)
      .offset((query.page - 1) * SUBMISSIONS_PAGE_SIZE),
  ]);
  const mails = await mailsOf(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      locale: row.locale,
      name: submissionName(row.kind, row.values),
      email: submissionEmail(row.values),
      values: row.values,
      mails: mails.get(row.id) ?? [],
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: SUBMISSIONS_PAGE_SIZE,
  };
}

/** The outbox rows of these submissions, business notification first. */
export async function mailsOf(db: Queryable, siteId: string, submissionIds: string[]): Promise<Map<string, SubmissionMail[]>> {
  const bySubmission = new Map<string, SubmissionMail[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.siteId, siteId), inArray(outbox.submissionId, submissionIds)))
    .orderBy(asc(outbox.recipient), asc(outbox.createdAt));
  for (const row of rows) {
    // A submission's mails are the business's and the visitor's; account mail never has a submission.
    if (!row.submissionId || row.recipient === 'account') continue;
    const list = bySubmission.get(row.submissionId) ?? [];
    list.push({
      id: row.id,
      recipient: row.recipient,
      to: row.payload.to,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
    });
    bySubmission.set(row.submissionId, list);
  }
  return bySubmission;
}
