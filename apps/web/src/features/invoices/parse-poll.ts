import { LIMITS } from '@app/contracts';

/** Parsing failed (the reason is the server's), or the result could not be fetched. Polling stops. */
export class ParseFailedError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ParseFailedError';
    this.status = status;
  }
}

export const POLL_TIMEOUT_MESSAGE = 'Parsing is taking longer than expected. Please try again in a few minutes.';

export type PollOptions = {
  /** A signed URL of '{fullKey}.tables.json' (asked for once per polling run). */
  link: () => Promise<string>;
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
  intervalMs?: number;
  maxTries?: number;
  signal?: AbortSignal;
  /** Called before each try, counting from 1. */
  onTry?: (n: number) => void;
};

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function failureOf(res: Response): Promise<ParseFailedError> {
  let message = '';
  try {
    const body = (await res.json()) as { error?: { message?: unknown } } | null;
    if (typeof body?.error?.message === 'string') message = body.error.message;
  } catch {
    // not JSON
  }
  return new ParseFailedError(message || `The parse result could not be fetched (${res.status})`, res.status);
}

/**
 * Fetches the parsed tables of an upload (spec 4): while the file answers 202 (being read) or 404 it is not ready,
 * and is asked for again every 2 s, up to 200 tries. Any other failure (a parse failure with its reason, an expired link, the network)
 * stops the polling with a ParseFailedError.
 */
export async function pollParsedTables<T>({
  link,
  fetchImpl = (url, init) => fetch(url, init),
  intervalMs = LIMITS.parsePollIntervalMs,
  maxTries = LIMITS.parsePollMaxTries,
  signal,
  onTry,
}: PollOptions): Promise<T> {
  const url = await link();
  for (let n = 1; n <= maxTries; n++) {
    onTry?.(n);
    let res: Response;
    try {
      res = await fetchImpl(url, { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new ParseFailedError('Could not reach the server. Check your connection and try again.', 0);
    }
    // 202: the file is still being read (so no failed request shows in the console); 404 as the spec has it.
    const notReady = res.status === 202 || res.status === 404;
    if (res.ok && !notReady) {
      try {
        return (await res.json()) as T;
      } catch {
        throw new ParseFailedError('The parse result could not be read', res.status);
      }
    }
    if (!notReady) throw await failureOf(res);
    if (n < maxTries) await wait(intervalMs, signal);
  }
  throw new ParseFailedError(POLL_TIMEOUT_MESSAGE, 404);
}
