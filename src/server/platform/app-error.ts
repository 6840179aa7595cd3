export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** A failure with a stable code, mapped once to the API envelope and to CLI exit messages. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}
