/** A time budget for one document, so that no file can keep the parser busy forever. */
import { ParseError } from './errors.js';

export const TIMEOUT_MESSAGE =
  'Reading this document took too long and was stopped. Please upload a smaller or clearer file.';

export class Deadline {
  private readonly end: number;
  constructor(readonly ms: number) {
    this.end = Date.now() + ms;
  }

  remaining(): number {
    return this.end - Date.now();
  }

  check(): void {
    if (this.remaining() <= 0) throw new ParseError(TIMEOUT_MESSAGE);
  }

  /** Resolves like `work`, or fails with the timeout message once the budget is spent. */
  async race<T>(work: Promise<T>): Promise<T> {
    this.check();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ParseError(TIMEOUT_MESSAGE)), Math.max(1, this.remaining()));
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
