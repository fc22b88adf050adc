import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

export const ID_TOKEN_TTL_SEC = 15 * 60;
const CHALLENGE_TTL_SEC = 10 * 60;
export const REGISTRATION_TTL_SEC = 60 * 60;
const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;
const SESSION_TTL_MS = 12 * 3600 * 1000;
const ISSUER = 'supply-order';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export class TokenService {
  /** Imported once: importing the raw secret on every sign and verify was a tenth of a busy server's time. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async signIdToken(userId: number): Promise<string> {
    return new SignJWT({ use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ID_TOKEN_TTL_SEC}s`)
      .sign(await this.key);
  }

  /** The session handed out with NEW_PASSWORD_REQUIRED: usable only to complete the new password. */
  async signChallenge(userId: number): Promise<string> {
    return new SignJWT({ use: 'new_password' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SEC}s`)
      .sign(await this.key);
  }

  /**
   * Handed out by sign-up with the new account: lets /register (which carries no id token) act for that account
   * and no other, until the person confirms and signs in.
   */
  async signRegistration(userId: number): Promise<string> {
    return new SignJWT({ use: 'register' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${REGISTRATION_TTL_SEC}s`)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature and claims were checked, until they expire: a signed-in user sends the same id token
   * with every request for its 15 minutes, and checking its signature again each time cost more than the query
   * behind most requests. Nothing is trusted from the cache after the token's own expiry.
   */
  private readonly verified = new LRUCache<string, { id: number; use: string; exp: number }>({ max: 20_000 });

  /** Returns the user id, or throws TOKEN_EXPIRED / TOKEN_INVALID. */
  async verify(token: string, use: 'id' | 'new_password' | 'register'): Promise<number> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) {
      if (known.use !== use) throw new AppError('TOKEN_INVALID', 'The token is not valid');
      return known.id;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (payload.use !== use || !Number.isInteger(id)) throw new AppError('TOKEN_INVALID', 'The token is not valid');
      if (typeof payload.exp === 'number') this.verified.set(token, { id, use, exp: payload.exp });
      return id;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'The token has expired');
      throw new AppError('TOKEN_INVALID', 'The token is not valid');
    }
  }
}

/** Opaque rotating refresh tokens, stored hashed; each sign-in starts a family. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  remember: boolean,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      remember,
      expires_at: new Date(Date.now() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
    })
    .execute();
  return token;
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already rotated
 * means it leaked: the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<{ userId: number; refreshToken: string }> {
  const invalid = () => new AppError('NotAuthorizedException', 'Invalid Refresh Token');
  return db
    .transaction()
    .execute(async (tx) => {
      const row = await tx
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at) throw invalid();
      if (row.rotated_at) {
        await tx
          .updateTable('refresh_tokens')
          .set({ revoked_at: new Date() })
          .where('family_id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        return { reused: true as const };
      }
      if (row.expires_at.getTime() < Date.now())
        throw new AppError('NotAuthorizedException', 'Refresh Token has expired');
      await tx.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('id', '=', row.id).execute();
      const refreshToken = await issueRefreshToken(tx, row.user_id, row.remember, row.family_id);
      return { userId: row.user_id, refreshToken };
    })
    .then((r) => {
      if ('reused' in r) throw new AppError('NotAuthorizedException', 'Refresh Token has been revoked');
      return r;
    });
}

export async function revokeRefreshFamily(db: Db, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', row.family_id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user (password reset or change). */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
