import { apiFetch } from '../../../shared/api/request';
import { ZFormFieldErrors } from '../../../shared/schemas/forms/inbox';

/**
 * What became of one send of a public form:
 * - `sent`: stored (201, or 200 when the submission key was already seen — a double click);
 * - `invalid`: 400 with a localized message per field, shown beside the fields;
 * - `failed`: anything else (429, 413, 404, 5xx, no network) with a sentence for the visitor.
 */
export type PostOutcome = { kind: 'sent' } | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> } | { kind: 'failed'; error: string };

/**
 * POSTs a form as JSON to the API and reads the project's envelope. Never throws: a failed send
 * is an answer the form shows. `fallbackError` is the visitor's sentence when the server gave none.
 */
export async function postForm(path: string, body: unknown, fallbackError: string): Promise<PostOutcome> {
  const result = await apiFetch(path, { method: 'POST', json: body });
  if (result.ok) return { kind: 'sent' };
  if (result.status === 0) {
    // Spec §8: a failed submit is logged to the console.
    console.error('Form submit failed: no answer');
    return { kind: 'failed', error: fallbackError };
  }
  const error = result.error ?? fallbackError;
  if (result.status === 400) {
    const parsed = ZFormFieldErrors.safeParse(result.data);
    if (parsed.success) return { kind: 'invalid', error, fieldErrors: parsed.data.fieldErrors };
  }
  console.error('Form submit failed', result.status, error);
  return { kind: 'failed', error };
}
