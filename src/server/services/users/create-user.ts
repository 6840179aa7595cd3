import { eq } from 'drizzle-orm';
import { ZCreateUserRequest } from '../../../shared/schemas/sites';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getAuth } from '../../platform/auth';
import { parseOrThrow } from '../sites/create-site';

export type CreatedUser = { id: string; email: string; name: string };

/** Creates an account with an e-mail password (public sign-up is off; operators add users). */
export async function createUser(db: Database, input: { email: string; password: string; name?: string }): Promise<CreatedUser> {
  const request = parseOrThrow(ZCreateUserRequest, input);
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email)).limit(1);
  if (existing.length > 0) throw new AppError('CONFLICT', 'admin.userExists', { values: { email: request.email } });
  const context = await getAuth().$context;
  const hash = await context.password.hash(request.password);
  const name = request.name || request.email.split('@')[0] || request.email;
  const created = await context.internalAdapter.createUser({ email: request.email, name, emailVerified: true }, { method: 'admin' });
  await context.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
  return { id: created.id, email: created.email, name: created.name };
}
