import type { Hook } from '@hono/zod-openapi';
import { z } from 'zod';
import { INVALID_CHARACTERS } from '../../shared/schemas/clean-text';
import { RICH_TEXT_TOO_LARGE } from '../../shared/schemas/rich-text-limits';
import { type ApiMessageKey, apiMessage, isApiKey } from '../platform/app-error';
import { editorLocale, visitorLocale } from './caller-locale';
import type { ApiEnv } from './context';
import { fail } from './envelope';

/** Shared schema messages that are bare keys (the forms catalogue reads them too): their `api` key. */
const SHARED_KEYS: Record<string, ApiMessageKey> = {
  [INVALID_CHARACTERS]: 'request.invalidCharacters',
  [RICH_TEXT_TOO_LARGE]: 'request.richTextTooLarge',
};

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
  const own = [...new Set(issues.map((issue) => SHARED_KEYS[issue.message] ?? issue.message).filter((message) => !ZOD_DEFAULT.test(message)))];
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || result.target))].join(', ');
  const message =
    own.length > 0 ? own.map((text) => (isApiKey(text) ? apiMessage(locale, text) : text)).join('; ') : apiMessage(locale, 'request.invalidInput', { fields });
  return fail(c, 400, message, { ...z.flattenError(result.error), issues: issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })) });
};
