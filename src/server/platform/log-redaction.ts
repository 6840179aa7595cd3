import pino from 'pino';

export const REDACTED = '[redacted]';

/**
 * Keys whose values are visitors' or users' data (form values, addresses, credentials) or query
 * parameters. Logged objects keep the key, not the value; pino checks the top level and one level
 * down.
 */
const PERSONAL_KEYS = ['password', 'email', 'phone', 'to', 'replyTo', 'values', 'params', 'text', 'html', 'body'] as const;
export const REDACT_PATHS = ['req.headers.cookie', 'req.headers.authorization', ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`])];

/**
 * Error properties that echo row values: drizzle's `params`; Postgres' `detail` ("Key (email)=(…)
 * already exists"), `where` and `internalQuery` (PL/pgSQL context with values), `hint`.
 * The query text (placeholders only), `code`, `constraint`, `table`, `column` stay: enough to find
 * the fault, nothing about the person.
 */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint', 'data']);

/** Removes values from a database error text while keeping its shape. */
export function redactErrorText(text: string): string {
  return (
    text
      // drizzle: "Failed query: <sql>\nparams: <values>" (to the end of that line)
      .replace(/^(\s*params:).*$/gm, `$1 ${REDACTED}`)
      // Postgres: Key (email)=(anna@example.ch)
      .replace(/(Key \([^)]*\)=)\(.*?\)(?= |$|\n)/g, `$1(${REDACTED})`)
      // Postgres: invalid input syntax for type uuid: "…", value too long…, etc.
      .replace(/(for type [\w ]+: |input value for enum [\w".]+: )"[^"\n]*"/g, `$1"${REDACTED}"`)
  );
}

/** pino's serialized error, loosened so properties can be replaced. */
type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown };

function redactSerialized(error: Error, depth: number): SerializedError {
  const out: SerializedError = { ...pino.stdSerializers.err(error) };
  for (const key of Object.keys(out)) {
    if (VALUE_PROPERTIES.has(key)) out[key] = REDACTED;
  }
  if (typeof out.message === 'string') out.message = redactErrorText(out.message);
  if (typeof out.stack === 'string') out.stack = redactErrorText(out.stack);
  // pino folds a cause into the stack text only; its code and constraint are what we need to see.
  if (error.cause instanceof Error && depth < 5) out.cause = redactSerialized(error.cause, depth + 1);
  return out;
}

/** pino's error serializer, then the values taken out of every error in the cause chain. */
export function redactedErrorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return redactSerialized(error, 0);
}

/** A URL for the log without its query string (which can carry e-mails or tokens). */
export function pathForLog(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?${REDACTED}`;
}
