import type { Context } from 'hono';
import { z } from 'zod';
import { type Locale, isLocale } from '../../shared/locales';
import type { AccountError, AccountNotice, AccountSection } from '../../shared/schemas/account';
import type { AuthCaller } from '../services/auth/call-auth';

/**
 * Pieces shared by the account forms that browsers post without JavaScript (urlencoded, answered
 * 303): the body as OpenAPI declares it, the redirect, the caller handed to better-auth.
 */
const ZPostedFields = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export const postedFields = { content: { 'application/x-www-form-urlencoded': { schema: ZPostedFields } }, required: true as const };
/** An account form is a few hundred bytes. */
export const ACCOUNT_FORM_BYTES = 16 * 1024;

/** The posted fields as single strings (a repeated field counts once, its first value). */
export function fieldsOf(posted: z.infer<typeof ZPostedFields>): Record<string, string> {
  return Object.fromEntries(Object.entries(posted).map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? '') : value]));
}

/** The language a posted form names (its hidden `locale`), for where to send the browser back. */
export async function postedLocale(c: Context): Promise<Locale> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return isLocale(body.locale) ? body.locale : 'de';
}

/** A 303 with cookies better-auth set (a new session, the end of a two-factor challenge). */
export function seeOther(location: string, setCookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The browser's request as better-auth should see it (its cookies, origin, address). */
export const callerOf = (c: Context): AuthCaller => ({ url: c.req.url, headers: c.req.raw.headers });

/** The account page showing what a form did or why it was refused, at that form's section. */
export function accountPageAnswer(
  locale: Locale,
  section: AccountSection,
  answer: { notice: AccountNotice; codes?: string } | { error: AccountError },
): string {
  const query = new URLSearchParams({ section, ...answer });
  return `/${locale}/account?${query.toString()}#${section}`;
}

/** What an account form's step did: its cookies (a renewed session) and the backup codes' one-time notice. */
type StepOutcome = { ok: true; setCookies?: string[]; codesNotice?: string } | { ok: false; error: AccountError };

/**
 * One account form end to end, the shape every account route shares: the post read with its
 * schema (one that does not parse is refused as `invalid` at the section, in the posted language),
 * the step run with it, then the 303 back to the section with `notice` and the step's cookies, or
 * with the step's error.
 */
export async function answerAccountForm<T extends { locale: Locale }>(
  c: Context,
  form: { schema: z.ZodType<T>; posted: z.infer<typeof ZPostedFields>; section: AccountSection; invalid: AccountError; notice: AccountNotice },
  step: (data: T) => Promise<StepOutcome>,
): Promise<Response> {
  const parsed = form.schema.safeParse(fieldsOf(form.posted));
  if (!parsed.success) return seeOther(accountPageAnswer(await postedLocale(c), form.section, { error: form.invalid }));
  const { locale } = parsed.data;
  const outcome = await step(parsed.data);
  if (!outcome.ok) return seeOther(accountPageAnswer(locale, form.section, { error: outcome.error }));
  const codes = outcome.codesNotice ? { codes: outcome.codesNotice } : {};
  return seeOther(accountPageAnswer(locale, form.section, { notice: form.notice, ...codes }), outcome.setCookies);
}
