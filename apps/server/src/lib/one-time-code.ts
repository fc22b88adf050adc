import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A new 6-digit code for an email. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What is stored of a code: an HMAC bound to what it is for (`scope`), never the code itself. */
export const hashCode = (secret: string, scope: string, code: string): string =>
  createHmac('sha256', secret).update(`${scope}:${code}`).digest('hex');

/** Whether `code` is the one whose hash was stored for `scope`, compared in constant time. */
export function codeMatches(storedHash: string, secret: string, scope: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashCode(secret, scope, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
