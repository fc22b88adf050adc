/** A failure the person who uploaded the file can act on; the message is shown to them as is. */
export class ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
  }
}
