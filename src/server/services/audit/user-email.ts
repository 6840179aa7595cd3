import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { user } from '../../db/schema';

/** A person's e-mail for an event's details (the log keeps it when the account goes). */
export async function userEmailOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
}
