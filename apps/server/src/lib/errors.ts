import type { ErrorCode } from '@app/contracts';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  ACCOUNT_REQUIRED: 409,
  PRICE_CHANGED: 409,
  MINIMUM_ORDER: 400,
  LINK_EXPIRED: 410,
  DELIVERY_AREA: 400,
  DELIVERY_DAY: 400,
  ORDER_CUTOFF: 400,
  UserNotConfirmedException: 403,
  ExpiredCodeException: 400,
  CodeMismatchException: 400,
  NotAuthorizedException: 401,
  UsernameExistsException: 409,
  InvalidPasswordException: 400,
  LimitExceededException: 429,
  UserNotFoundException: 404,
};

/** An expected failure: carries a code from the catalogue and a message a person can read. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (why = 'You do not have access to this') => new AppError('FORBIDDEN', why);
export const conflict = (why: string) => new AppError('CONFLICT', why);
export const badRequest = (why: string, details?: unknown[]) => new AppError('VALIDATION', why, details);
