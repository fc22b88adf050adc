import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_TOKEN_TTL_SEC, TokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('TokenService', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts its own id token again and again', async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.signIdToken(42);
    expect(await tokens.verify(token, 'id')).toBe(42);
    expect(await tokens.verify(token, 'id')).toBe(42);
  });

  it('refuses an id token once it has expired, even one it accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const tokens = new TokenService(SECRET);
    const token = await tokens.signIdToken(7);
    expect(await tokens.verify(token, 'id')).toBe(7);
    vi.setSystemTime(new Date(Date.now() + (ID_TOKEN_TTL_SEC + 1) * 1000));
    await expect(tokens.verify(token, 'id')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token used for something else, before and after accepting it for its purpose', async () => {
    const tokens = new TokenService(SECRET);
    const challenge = await tokens.signChallenge(5);
    await expect(tokens.verify(challenge, 'id')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await tokens.verify(challenge, 'new_password')).toBe(5);
    await expect(tokens.verify(challenge, 'id')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a token signed with another key or altered', async () => {
    const mine = new TokenService(SECRET);
    const theirs = new TokenService(`${SECRET}-other`);
    const foreign = await theirs.signIdToken(1);
    expect(await theirs.verify(foreign, 'id')).toBe(1);
    await expect(mine.verify(foreign, 'id')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    const own = await mine.signIdToken(1);
    expect(await mine.verify(own, 'id')).toBe(1);
    const [header, payload, signature] = own.split('.');
    const altered = `${header}.${payload}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    await expect(mine.verify(altered, 'id')).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
