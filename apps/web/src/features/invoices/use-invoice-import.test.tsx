import { LIMITS } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { useRestaurantReport } from '../reports/reports-api';
import { useInvoices } from './invoices-api';
import type { ImportRecordBody } from './records';
import { useInvoiceImport } from './use-invoice-import';

const EMPTY_REPORT = {
  spendBySupplier: [],
  spendByCategory: [],
  topItems: [],
  priceChanges: [],
  savings: [],
  creditsBySupplier: [],
  overchargesByMonth: [],
  onTimeBySupplier: [],
};

/** A server answering the reports, the invoice list and imports; it counts the calls of each path. */
function server() {
  const calls: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api', '');
      calls[path] = (calls[path] ?? 0) + 1;
      if (path === '/reports') return Response.json(EMPTY_REPORT);
      if (path === '/invoice') return Response.json({ invoices: [], invoiceTotals: {} });
      if (path === '/invoice_items') return Response.json({ itemsAdded: 1, supplier_id: 7 });
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

const record: ImportRecordBody = {
  item: { name: 'Roma tomatoes', category: 'Produce' },
  supplier: { id: 7, name: 'Fresh Valley Produce', alternateNames: [] },
  details: { price: '4.00', unit: 'KG', quantity: '3', itemCode: 'TOM-1' },
};

describe('importing an invoice', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAuthStore.setState({ idToken: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes the reports at once, and the invoices once the banner has been read', async () => {
    const calls = server();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const onImported = vi.fn();
    const { result } = renderHook(
      () => ({
        report: useRestaurantReport({ all: true }),
        invoices: useInvoices(''),
        importer: useInvoiceImport({ invoiceId: 9, fullKey: 'invoices/1/a.pdf', businessId: null }, onImported),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={qc}>{children}</QueryClientProvider>
        ),
      },
    );
    await waitFor(() => expect(result.current.report.data && result.current.invoices.data).toBeTruthy());
    expect(calls).toEqual({ '/reports': 1, '/invoice': 1 });

    await act(() => result.current.importer.run([record]));
    expect(result.current.importer.status).toEqual({ kind: 'imported', itemsAdded: 1, supplierId: 7 });
    // The new prices show in the reports straight away; the invoice stays as it was under the banner.
    expect(calls).toEqual({ '/reports': 2, '/invoice': 1, '/invoice_items': 1 });
    expect(onImported).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIMITS.importRefetchDelayMs);
    });
    await waitFor(() => expect(calls['/invoice']).toBe(2));
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
