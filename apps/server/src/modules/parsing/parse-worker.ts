/**
 * The parser in a worker thread (isolated.ts starts it): one document per message, the result or the reason it
 * could not be read back. Also the entry point `parse-worker` of the server's build.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { ParseError } from './errors.js';
import { parseDocument } from './parse-document.js';
import type { ParseInput } from './types.js';

export type WorkerRequest = { id: number; input: ParseInput };
export type WorkerReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof parseDocument>> }
  | { id: number; ok: false; parseError: boolean; message: string }
  | { id: number; ok: false; outOfMemory: true };

/**
 * The heap cap the worker was started with. When a document reaches it, Node raises the limit a little to let the
 * current step finish and ends the worker soon after; a reply sent in between would be a document read past its cap,
 * so the raised limit is checked before answering.
 */
const startLimit = getHeapStatistics().heap_size_limit;

parentPort?.on('message', async ({ id, input }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await parseDocument(input) };
  } catch (err) {
    reply = { id, ok: false, parseError: err instanceof ParseError, message: (err as Error)?.message ?? String(err) };
  }
  if (getHeapStatistics().heap_size_limit > startLimit) reply = { id, ok: false, outOfMemory: true };
  parentPort?.postMessage(reply);
});
