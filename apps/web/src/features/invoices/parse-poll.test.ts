import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParseFailedError, POLL_TIMEOUT_MESSAGE, pollParsedTables } from './parse-poll';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fetchSequence(...answers: Array<() => Response>) {
  let i = 0;
  return vi.fn(async () => answers[Math.min(i++, answers.length - 1)]());
}

describe('pollParsedTables', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again every 2 s while the file answers 404, then resolves with the tables', async () => {
    const fetchImpl = fetchSequence(
      () => json(404, { error: { message: 'Not ready yet' } }),
      () => json(404, { error: { message: 'Not ready yet' } }),
      () => json(200, { data: [], fileName: 'a.pdf' }),
    );
    const link = vi.fn(async () => '/api/files/x.tables.json?sig=1');
    const done = pollParsedTables<{ fileName: string }>({ link, fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual({ data: [], fileName: 'a.pdf' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(link).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/files/x.tables.json?sig=1', expect.any(Object));
  });

  it('takes 202 (the file is being read) as not ready, as 404', async () => {
    const fetchImpl = fetchSequence(
      () => json(202, { status: 'queued' }),
      () => json(202, { status: 'parsing' }),
      () => json(200, { data: [], fileName: 'b.pdf' }),
    );
    const done = pollParsedTables<{ fileName: string }>({ link: async () => '/u', fetchImpl });
    await vi.advanceTimersByTimeAsync(4000);
    await expect(done).resolves.toEqual({ data: [], fileName: 'b.pdf' });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after 200 tries of 404', async () => {
    const fetchImpl = fetchSequence(() => json(404, {}));
    const done = pollParsedTables({ link: async () => '/u', fetchImpl });
    const outcome = done.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(199 * 2000);
    const err = await outcome;
    expect(fetchImpl).toHaveBeenCalledTimes(200);
    expect(err).toBeInstanceOf(ParseFailedError);
    expect((err as Error).message).toBe(POLL_TIMEOUT_MESSAGE);
  });

  it('stops at any other answer with the reason the server gave', async () => {
    const fetchImpl = fetchSequence(
      () => json(404, {}),
      () => json(400, { error: { code: 'VALIDATION', message: 'This PDF has no readable text' } }),
      () => json(200, {}),
    );
    const outcome = pollParsedTables({ link: async () => '/u', fetchImpl }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const err = (await outcome) as ParseFailedError;
    expect(err).toBeInstanceOf(ParseFailedError);
    expect(err.message).toBe('This PDF has no readable text');
    expect(err.status).toBe(400);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stops on a network failure and on a failing link call', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(pollParsedTables({ link: async () => '/u', fetchImpl: offline })).rejects.toThrow(
      /Could not reach the server/,
    );
    const noLink = vi.fn(async () => json(200, {}));
    await expect(
      pollParsedTables({
        link: async () => {
          throw new Error('File not found');
        },
        fetchImpl: noLink,
      }),
    ).rejects.toThrow('File not found');
    expect(noLink).not.toHaveBeenCalled();
  });

  it('stops waiting when aborted', async () => {
    const fetchImpl = fetchSequence(() => json(404, {}));
    const ctrl = new AbortController();
    const outcome = pollParsedTables({ link: async () => '/u', fetchImpl, signal: ctrl.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(2000);
    ctrl.abort(new DOMException('closed', 'AbortError'));
    const err = await outcome;
    expect((err as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
