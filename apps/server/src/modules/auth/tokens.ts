import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

export const ID_TOKEN_TTL_SEC = 15 * 60;
const CHALLENGE_TTL_SEC = 10 * 60;
const REMEMBER_TTL_MS = 30 * 24 * 3600 * 1000;
const SESSION_TTL_MS = 12 * 3600 * 1000;
const ISSUER = 'supply-order';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signIdToken(userId: number): Promise<string> {
    return new SignJWT({ use: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ID_TOKEN_TTL_SEC}s`)
      .sign(this.key);
  }

  /** The session handed out with NEW_PASSWORD_REQUIRED: usable only to complete the new password. */
  signChallenge(userId: number): Promise<string> {
    return new SignJWT({ use: 'new_password' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SEC}s`)
      .sign(this.key);
  }

  /** Returns the user id, or throws TOKEN_EXPIRED / TOKEN_INVALID. */
  async verify(token: string, use: 'id' | 'new_password'): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (payload.use !== use || !Number.isInteger(id)) throw new AppError('TOKEN_INVALID', 'The token is not valid');
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
