import type { Reconciliation } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadingAdvice, readingTrouble } from './reading-advice';

const counts = (reconciled: number, repaired: number, unchecked: number): Reconciliation => ({
  linesTotal: 100,
  printedSubtotal: null,
  printedTotal: null,
  matches: null,
  difference: null,
  counts: { reconciled, repaired, unchecked, not_item: 1 },
});

describe('advice on a photo that read badly', () => {
  it('asks for a better picture when half the lines of a photo could not be checked, or none were read', () => {
    expect(readingTrouble({ method: 'ocr', items: [], reconciliation: counts(2, 1, 3) })).toEqual({
      kind: 'unchecked',
      unchecked: 3,
      lines: 6,
    });
    expect(readingTrouble({ method: 'ocr', items: [], reconciliation: counts(0, 0, 0) })).toEqual({ kind: 'nothing' });
    expect(readingTrouble({ method: 'ocr', items: [], reconciliation: undefined })).toEqual({ kind: 'nothing' });
  });

  it('says nothing when most lines check out, or when the file was not read by OCR', () => {
    expect(readingTrouble({ method: 'ocr', items: [], reconciliation: counts(4, 1, 2) })).toBeNull();
    expect(readingTrouble({ method: 'text', items: [], reconciliation: counts(0, 0, 5) })).toBeNull();
    expect(readingTrouble({ method: 'e-invoice', items: [], reconciliation: undefined })).toBeNull();
    const { container } = render(<ReadingAdvice trouble={null} />);
    expect(container.textContent).toBe('');
  });

  it('tells how many lines are doubtful and how to take the picture again', () => {
    render(<ReadingAdvice trouble={{ kind: 'unchecked', unchecked: 5, lines: 8 }} />);
    const advice = screen.getByRole('region', { name: 'Photo quality' });
    expect(advice.textContent).toContain('This photo or scan was hard to read');
    expect(advice.textContent).toContain('5 of 8 lines could not be checked');
    expect(advice.textContent).toContain('flat, filling most of the picture');
    expect(advice.textContent).toContain('upload that file instead');
  });
});
