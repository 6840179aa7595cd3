import { ZFormFieldErrors } from '../../../shared/schemas/forms/inbox';

/**
 * What became of one send of a public form:
 * - `sent`: stored (201, or 200 when the submission key was already seen — a double click);
 * - `invalid`: 400 with a localized message per field, shown beside the fields;
 * - `failed`: anything else (429, 413, 404, 5xx, no network) with a sentence for the visitor.
 */
export type PostOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  | { kind: 'failed'; error: string };

type Envelope = { success?: unknown; error?: unknown; data?: unknown };

function asEnvelope(value: unknown): Envelope | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Envelope) : null;
}

/**
 * POSTs a form as JSON to the API and reads the project's envelope. Never throws: a failed send
 * is an answer the form shows. `fallbackError` is the visitor's sentence when the server gave none.
 */
export async function postForm(path: string, body: unknown, fallbackError: string): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // Spec §8: a failed submit is logged to the console.
    console.error('Form submit failed', error);
    return { kind: 'failed', error: fallbackError };
  }
  const envelope = asEnvelope(await response.json().catch(() => null));
  if (response.ok && envelope?.success === true) return { kind: 'sent' };

  const error = typeof envelope?.error === 'string' && envelope.error.trim() !== '' ? envelope.error : fallbackError;
  if (response.status === 400) {
    const parsed = ZFormFieldErrors.safeParse(envelope?.data);
    if (parsed.success) return { kind: 'invalid', error, fieldErrors: parsed.data.fieldErrors };
  }
  console.error('Form submit failed', response.status, error);
  return { kind: 'failed', error };
}
