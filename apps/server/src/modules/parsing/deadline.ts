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

  /**
   * Resolves like `work`, or fails with the timeout message once the budget is spent. Work that finishes after
   * that is handed to `dispose` (an OCR engine to close), and a late failure of it is ignored.
   */
  async race<T>(work: Promise<T>, dispose?: (late: T) => unknown): Promise<T> {
    let late = false;
    void work.then(
      (value) => {
        if (late) void Promise.resolve(dispose?.(value)).catch(() => undefined);
      },
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      const expire = () => {
        late = true;
        reject(new ParseError(TIMEOUT_MESSAGE));
      };
      if (this.remaining() <= 0) expire();
      else timer = setTimeout(expire, this.remaining());
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
