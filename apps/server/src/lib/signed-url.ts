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

const signToken = (secret: string, purpose: string, id: number, exp: number) =>
  createHmac('sha256', secret).update(`${purpose}:${id}:${exp}`).digest('base64url');

/**
 * A link token for one record, for someone without an account (a supplier's rep): `id.exp.signature`, good for
 * `ttlSec`. Nothing is stored; the signature proves the server made it for this purpose and record.
 */
export function signedToken(secret: string, purpose: string, id: number, ttlSec: number, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSec;
  return `${id}.${exp}.${signToken(secret, purpose, id, exp)}`;
}

/** The record id of a token made by signedToken: 'invalid' when it was not made here, 'expired' when too old. */
export function verifySignedToken(
  secret: string,
  purpose: string,
  token: string,
): { id: number } | 'invalid' | 'expired' {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return 'invalid';
  const id = Number(m[1]);
  const exp = Number(m[2]);
  const expected = Buffer.from(signToken(secret, purpose, id, exp));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (exp < Date.now() / 1000) return 'expired';
  return { id };
}
