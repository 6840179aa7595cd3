import pino from 'pino';
import { REDACTED, REDACT_PATHS, redactedErrorSerializer } from './log-redaction';
import { processSingleton } from './process-singleton';
import { currentRequestId } from './request-context';

/** A logger with Webbox's redaction (personal fields, query parameters); tests pass a destination. */
export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: 'webbox' },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: redactedErrorSerializer },
    // Every line written while a request is answered names it (`X-Request-Id` of the answer).
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One pino logger per process (shared by the Node server and the Next bundle). */
export function getLogger(): pino.Logger {
  return processSingleton('logger', () => createLogger(process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info')));
}
