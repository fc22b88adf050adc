/**
 * The parser in a worker thread (isolated.ts starts it): one document per message, the result or the reason it
 * could not be read back. Also the entry point `parse-worker` of the server's build.
 */
import { parentPort } from 'node:worker_threads';
import { ParseError } from './errors.js';
import { parseDocument } from './parse-document.js';
import type { ParseInput } from './types.js';

export type WorkerRequest = { id: number; input: ParseInput };
export type WorkerReply =
  | { id: number; ok: true; result: Awaited<ReturnType<typeof parseDocument>> }
  | { id: number; ok: false; parseError: boolean; message: string };

parentPort?.on('message', async ({ id, input }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await parseDocument(input) };
  } catch (err) {
    reply = { id, ok: false, parseError: err instanceof ParseError, message: (err as Error)?.message ?? String(err) };
  }
  parentPort?.postMessage(reply);
});
