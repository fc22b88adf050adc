/**
 * Parsing away from the API: each document is parsed in a worker thread with a memory cap and a hard time limit, so
 * a hostile or huge file ends as a failed parse with a reason and never blocks the event loop that serves requests
 * or other jobs. Workers are kept for the next document while they behave; one that runs out of time or memory is
 * ended and replaced.
 */
import { Worker } from 'node:worker_threads';
import { TIMEOUT_MESSAGE } from './deadline.js';
import { ParseError } from './errors.js';
import type { WorkerReply } from './parse-worker.js';
import type { ParsedInvoice, ParseInput } from './types.js';

export const MEMORY_MESSAGE =
  'Reading this document needed more memory than one document may use, so it was stopped. Please upload a smaller or clearer file.';

/** Time past the parser's own time limit before the worker is ended from outside (it stopped answering). */
const GRACE_MS = 5_000;
const IDLE_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 120_000;

/** `graceMs`: how long past the parser's own time limit the worker is waited for before it is ended. */
export type IsolationOptions = { memoryMb: number; graceMs?: number };

/** Where the worker's code is: the TypeScript source (tests, development, through tsx) or the server's build. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./parse-worker.ts', here), execArgv: ['--import', 'tsx'] };
  const dist = here.slice(0, here.lastIndexOf('/dist/') + '/dist/'.length);
  return { url: new URL('parse-worker.js', dist), execArgv: [] };
}

/** A worker kept for the next document, with the memory cap it was started with. */
type Idle = { worker: Worker; timer: NodeJS.Timeout; memoryMb: number };
const idle: Idle[] = [];
let nextId = 1;

function takeWorker(memoryMb: number): Worker {
  // Only a worker started with the same cap: a kept one with a larger cap would let a document past its own.
  const at = idle.findLastIndex((w) => w.memoryMb === memoryMb);
  if (at >= 0) {
    const [kept] = idle.splice(at, 1);
    clearTimeout(kept.timer);
    return kept.worker;
  }
  const { url, execArgv } = workerEntry();
  const worker = new Worker(url, {
    execArgv,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, memoryMb / 8) },
    // The image libraries' notes ("Error in pixScanForForeground: invalid box") are not the server's output;
    // failures come back as messages and 'error' events.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

function keepWorker(worker: Worker, memoryMb: number): void {
  if (idle.length >= 2) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const entry: Idle = {
    worker,
    memoryMb,
    timer: setTimeout(() => {
      idle.splice(idle.indexOf(entry), 1);
      void worker.terminate();
    }, IDLE_MS).unref(),
  };
  idle.push(entry);
}

/** Parses like parseDocument, in a worker thread. */
export function parseIsolated(input: ParseInput, opts: IsolationOptions): Promise<ParsedInvoice> {
  const worker = takeWorker(opts.memoryMb);
  worker.ref();
  const id = nextId++;
  const limit = (input.limits?.timeoutMs ?? DEFAULT_TIMEOUT_MS) + (opts.graceMs ?? GRACE_MS);
  return new Promise<ParsedInvoice>((resolve, reject) => {
    let done = false;
    const finish = (keep: boolean, settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) keepWorker(worker, opts.memoryMb);
      else void worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(false, () => reject(new ParseError(TIMEOUT_MESSAGE))), limit);
    const onMessage = (reply: WorkerReply) => {
      if (reply.id !== id) return;
      if (reply.ok) finish(true, () => resolve(reply.result));
      else if ('outOfMemory' in reply) finish(false, () => reject(new ParseError(MEMORY_MESSAGE)));
      else if (reply.parseError) finish(true, () => reject(new ParseError(reply.message)));
      else finish(true, () => reject(new Error(reply.message)));
    };
    const onError = (err: Error & { code?: string }) =>
      finish(false, () => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ParseError(MEMORY_MESSAGE) : err));
    const onExit = (code: number) =>
      finish(false, () => reject(new Error(`The parser's worker stopped unexpectedly (exit code ${code})`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const bytes = input.bytes.slice();
    worker.postMessage({ id, input: { ...input, bytes } }, [bytes.buffer]);
  });
}

/** Ends the kept workers (server shutdown, tests). */
export async function closeParseWorkers(): Promise<void> {
  const all = idle.splice(0);
  await Promise.all(
    all.map(({ worker, timer }) => {
      clearTimeout(timer);
      return worker.terminate();
    }),
  );
}
