import { describe, expect, it } from 'vitest';
import { otherForms } from './abbreviations.js';

describe('otherForms', () => {
  it('gives a word its catalogue abbreviations and an abbreviation its word', () => {
    expect(otherForms(['boneless', 'chicken', 'tomato'])).toEqual(
      new Map([
        ['boneless', ['bnls', 'bnlss']],
        ['chicken', ['chkn']],
      ]),
    );
    expect(otherForms(['bnls', 'skls'])).toEqual(
      new Map([
        ['bnls', ['boneless']],
        ['skls', ['skinless']],
      ]),
    );
  });

  it('does not widen a search with a short form that begins other words', () => {
    expect(otherForms(['parmesan'])).toEqual(new Map());
    expect(otherForms(['parm'])).toEqual(new Map([['parm', ['parmesan']]]));
  });
});
