import type { ParsedInvoice } from '@app/contracts';
import { Alert } from '../../components/ui/alert';

/** Why a photo or scan needs taking again: nothing was read, or most lines could not be checked. */
export type ReadingTrouble = { kind: 'nothing' } | { kind: 'unchecked'; unchecked: number; lines: number };

/**
 * Whether the reading of a photo or scan (OCR) went badly enough to ask for a better picture: no item lines at all,
 * or at least half of them not checked by their own figures (quantity × price = amount). PDFs with text, e-invoices
 * and spreadsheets are read as printed and never get the advice.
 */
export function readingTrouble(
  data: Pick<ParsedInvoice, 'method' | 'items' | 'reconciliation'>,
): ReadingTrouble | null {
  if (data.method !== 'ocr') return null;
  const counts = data.reconciliation?.counts;
  const lines = counts ? counts.reconciled + counts.repaired + counts.unchecked : data.items.length;
  if (lines === 0) return { kind: 'nothing' };
  if (!counts) return null;
  return counts.unchecked * 2 >= lines ? { kind: 'unchecked', unchecked: counts.unchecked, lines } : null;
}

/** Advice above the review of a photo or scan that read badly: how to take a picture the reading can use. */
export function ReadingAdvice({ trouble }: { trouble: ReadingTrouble | null }) {
  if (!trouble) return null;
  return (
    <section aria-label="Photo quality">
      <Alert tone="warning" title="This photo or scan was hard to read">
        <p>
          {trouble.kind === 'nothing'
            ? 'No item lines could be read from it.'
            : `${trouble.unchecked} of ${trouble.lines} lines could not be checked against their own figures, so their words or numbers may be wrong.`}{' '}
          For a better reading, take the picture again:
        </p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>the whole page, flat, filling most of the picture</li>
          <li>from straight above, in even light without shadows or glare</li>
          <li>phone held steady, the print sharp when you zoom in</li>
        </ul>
        <p className="mt-1">If the supplier sends invoices as PDF or by email, upload that file instead.</p>
      </Alert>
    </section>
  );
}
