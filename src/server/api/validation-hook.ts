import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { INVALID_CHARACTERS } from '../../shared/schemas/clean-text';
import { RICH_TEXT_TOO_LARGE } from '../../shared/schemas/rich-text-limits';
import { type ApiMessageKey, apiMessage } from '../platform/app-error';
import { editorLocale, visitorLocale } from './caller-locale';
import type { ApiEnv } from './context';
import { fail } from './envelope';

/** Shared schema messages that are keys, answered from the `api` catalogue in the caller's language. */
const KEYED_MESSAGES: Record<string, ApiMessageKey> = {
  [INVALID_CHARACTERS]: 'request.invalidCharacters',
  [RICH_TEXT_TOO_LARGE]: 'request.richTextTooLarge',
};

function issueMessage(c: Context<ApiEnv>, message: string, raw: unknown): string {
  const key = KEYED_MESSAGES[message];
  if (!key) return message;
  const lang = typeof raw === 'object' && raw !== null && 'lang' in raw ? raw.lang : undefined;
  return apiMessage(c.get('audience') === 'member' ? editorLocale(c) : visitorLocale(c, lang), key);
}

/** Invalid input answers 400 in the envelope, naming every failing field. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  // zod-validator hands over the raw input on failure too; the types of zod-openapi omit it.
  const raw = (result as { data?: unknown }).data;
  const message = [...new Set(result.error.issues.map((issue) => issueMessage(c, issue.message, raw)))].join('; ');
  return fail(c, 400, message, z.flattenError(result.error));
};
