import { z } from 'zod';

/** Error codes carried in `error.code`. The identity codes keep the names clients already know. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'ACCOUNT_REQUIRED',
  'PRICE_CHANGED',
  'MINIMUM_ORDER',
  'LINK_EXPIRED',
  'DELIVERY_AREA',
  'DELIVERY_DAY',
  'ORDER_CUTOFF',
  'UserNotConfirmedException',
  'ExpiredCodeException',
  'CodeMismatchException',
  'NotAuthorizedException',
  'UsernameExistsException',
  'InvalidPasswordException',
  'LimitExceededException',
  'UserNotFoundException',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
