import { type BodyOf, ENDPOINTS, LIMITS, type ResponseOf } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { call, refresh } from '../../lib/call';
import { businessBody } from './invoices-api';
import type { NewSupplierBody } from './new-supplier-details';
import { batches, checkRecords, type ImportRecordBody } from './records';
import type { ImportTarget } from './types';

export type ImportStatus =
  | { kind: 'idle' }
  | { kind: 'importing'; sent: number; total: number }
  | { kind: 'failed'; message: string; row: number | null }
  | { kind: 'imported'; itemsAdded: number; supplierId: number | null };

export type ImportAnswer = ResponseOf<'/invoice_items'>;

/** What an import changes besides the invoice itself (items and prices, the restaurant's suppliers, reports). */
const CHANGED_ELSEWHERE = (ENDPOINTS['/invoice_items'].changes ?? []).filter((r) => r !== 'invoices');

/** The row a validation error names (`details: [{ row }]`), or null. */
export function rowOf(err: unknown): number | null {
  const first = err instanceof ApiError ? err.details?.[0] : undefined;
  const row = (first as { row?: unknown } | undefined)?.row;
  return typeof row === 'number' ? row : null;
}

/** Sends the records in batches of 100 and reports the outcome; a failed batch stops the import. */
export async function sendRecords(
  target: ImportTarget,
  records: readonly ImportRecordBody[],
  onSent: (sent: number) => void,
  send: (body: BodyOf<'/invoice_items'>) => Promise<ImportAnswer> = (body) => call('/invoice_items', body),
  newSupplier?: NewSupplierBody,
): Promise<ImportAnswer> {
  let itemsAdded = 0;
  let supplierId: number | null = null;
  let sent = 0;
  for (const batch of batches(records)) {
    let answer: ImportAnswer;
    try {
      // The first batch adds the new supplier; the next ones find it added.
      answer = await send({
        records: batch,
        invoiceId: target.invoiceId,
        ...businessBody(target.businessId),
        ...(newSupplier && sent === 0 ? { newSupplier } : {}),
      });
    } catch (err) {
      // The server counts rows within the batch; the user counts them across the import.
      const row = rowOf(err);
      if (err instanceof ApiError && row !== null) {
        throw new ApiError(err.status, err.code, err.message, [{ row: sent + row }]);
      }
      throw err;
    }
    itemsAdded += answer.itemsAdded;
    supplierId = answer.supplier_id ?? supplierId;
    sent += batch.length;
    onSent(sent);
  }
  return { itemsAdded, supplier_id: supplierId };
}

/**
 * 'Import selected items' (spec 4 Import): records are checked with the import's rules, sent in batches of 100, and
 * the outcome shown as a banner. After a success what it changed elsewhere is fetched again at once; the invoices
 * 4 s later (the banner stays until then), when `onImported` runs.
 */
export function useInvoiceImport(target: ImportTarget, onImported: () => void) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<ImportStatus>({ kind: 'idle' });
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  useEffect(() => {
    if (status.kind !== 'imported') return;
    const timer = setTimeout(() => {
      void refresh(qc, ['invoices']);
      onImportedRef.current();
    }, LIMITS.importRefetchDelayMs);
    return () => clearTimeout(timer);
  }, [status.kind, qc]);

  /** Imports the records; answers what the server answered, or null when the import failed. */
  const run = useCallback(
    async (records: ImportRecordBody[], newSupplier?: NewSupplierBody): Promise<ImportAnswer | null> => {
      const problem = checkRecords(records);
      if (problem) {
        setStatus({ kind: 'failed', ...problem });
        return null;
      }
      setStatus({ kind: 'importing', sent: 0, total: records.length });
      try {
        const answer = await sendRecords(
          target,
          records,
          (sent) => setStatus({ kind: 'importing', sent, total: records.length }),
          undefined,
          newSupplier,
        );
        await refresh(qc, CHANGED_ELSEWHERE);
        setStatus({ kind: 'imported', itemsAdded: answer.itemsAdded, supplierId: answer.supplier_id });
        return answer;
      } catch (err) {
        setStatus({ kind: 'failed', message: errorMessage(err), row: rowOf(err) });
        return null;
      }
    },
    [target, qc],
  );

  return { status, run, clear: () => setStatus({ kind: 'idle' }) };
}
