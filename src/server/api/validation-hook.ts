import type { Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { messagesFor } from '../../shared/i18n/catalogues';
import { type ApiMessageKey, apiMessage } from '../platform/app-error';
import { editorLocale, visitorLocale } from './caller-locale';
import type { ApiEnv } from './context';
import { fail } from './envelope';

type Tree = { [key: string]: string | Tree };

/** Whether a schema message is a key of the `api` catalogue (then it is answered translated). */
function isApiKey(message: string): message is ApiMessageKey {
  let node: string | Tree | undefined = messagesFor('de', 'api') as unknown as Tree;
  for (const part of message.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

/** zod's own wording (English, technical) — the schema gave no message of its own. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized key)/;

/**
 * Invalid input answers 400 in the envelope, in the caller's language: a schema message that is a
 * key of the `api` catalogue is translated; zod's default wording becomes a sentence naming the
 * failing fields ("Ungültige Eingabe: name."); a schema's own message (a key another catalogue
 * translates, like the game's) passes as written. zod's wording of every issue stays in
 * `data.issues` for developers.
 */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const raw = (result as { data?: unknown }).data;
  const bodyLang = typeof raw === 'object' && raw !== null && 'lang' in raw ? raw.lang : undefined;
  const locale = c.get('audience') === 'member' ? editorLocale(c) : visitorLocale(c, bodyLang);
  const issues = result.error.issues;
  const own = [...new Set(issues.map((issue) => issue.message).filter((message) => !ZOD_DEFAULT.test(message)))];
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || result.target))].join(', ');
  const message =
    own.length > 0
      ? own.map((text) => (isApiKey(text) ? apiMessage(locale, text) : text)).join('; ')
      : apiMessage(locale, 'request.invalidInput', { fields });
  return fail(c, 400, message, { ...z.flattenError(result.error), issues: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })) });
};
