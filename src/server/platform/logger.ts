import pino from 'pino';

const globalForLogger = globalThis as typeof globalThis & { __webboxLogger?: pino.Logger };

/** One pino logger per process (shared by the Node server and the Next bundle). */
export function getLogger(): pino.Logger {
  globalForLogger.__webboxLogger ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { app: 'webbox' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password'],
  });
  return globalForLogger.__webboxLogger;
}
