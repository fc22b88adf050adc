import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`file:${key}:${exp}`).digest('base64url');

/** A short-lived link to a stored file, usable by the browser without a bearer header (img, iframe, fetch). */
export function signedFileUrl(secret: string, key: string, ttlSec = 15 * 60): string {
  const exp = Math.floor(Date.now() / 1000) + ttlSec;
  return `/api/files/${key}?exp=${exp}&sig=${sign(secret, key, exp)}`;
}

export function verifyFileSignature(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  const e = Number(exp);
  if (!sig || !Number.isInteger(e) || e < Date.now() / 1000) return false;
  const expected = Buffer.from(sign(secret, key, e));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
