import type { Supplier } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { useConnectedSuppliers as useInvoiceSuppliers } from '../invoices/invoices-api';
import { useItemSearch } from '../search/api';
import { useConnectedSuppliers, useConnectSupplier, useUpdateSupplier } from './suppliers-api';

const supplier = (id: number, name: string, minimum: string): Supplier => ({
  id,
  supplier_id: id,
  name,
  alternate_names: [],
  address1: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  order_email: '',
  registered: false,
  person_id: null,
  account_id: 'A-1',
  credit_terms: '',
  minimum_order: minimum,
  order_cutoff: null,
  delivery_days: 'M',
  preferred_contact_method: 'email',
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  order_count: 0,
  last_order_at: null,
  contacts: [],
  delivery_rule: null,
});

/** A restaurant's suppliers on a fake server: /customer_supplier_put adds one, /customer_supplier_update edits. */
function suppliersServer() {
  const suppliers = [supplier(1, 'Fresh Valley', '100.00')];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api', '');
      const body = JSON.parse(String(init?.body ?? '{}'));
      calls.push(path);
      if (path === '/customer_supplier_put') {
        suppliers.push(supplier(2, body.name, String(body.minimumOrder)));
        return Response.json({ status: 'SUCCESS', supplierId: 2, businessId: 7 });
      }
      if (path === '/customer_supplier_update') {
        const s = suppliers.find((x) => x.id === body.supplierId);
        if (s) s.minimum_order = String(body.minimumOrder);
        return Response.json({ status: 'SUCCESS' });
      }
      if (path === '/item_search') return Response.json({ items: [], total: suppliers.length, pageSize: 50 });
      return Response.json({ suppliers: [...suppliers], business: null });
    }),
  );
  return calls;
}

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

describe('a change to suppliers', () => {
  beforeEach(() => useAuthStore.setState({ idToken: null }));
  afterEach(() => vi.unstubAllGlobals());

  it("refreshes the invoice screen's supplier list, an admin's list for the restaurant and the item search", async () => {
    const calls = suppliersServer();
    const { result } = renderHook(
      () => ({
        invoice: useInvoiceSuppliers(null),
        adminInvoice: useInvoiceSuppliers(7),
        search: useItemSearch({ type: 'restaurant_item', searchTerm: 'tomato' }, true),
        connect: useConnectSupplier(),
      }),
      { wrapper: wrapper(newClient()) },
    );
    await waitFor(() => expect(result.current.invoice.data?.map((s) => s.name)).toEqual(['Fresh Valley']));
    await waitFor(() => expect(result.current.adminInvoice.data).toHaveLength(1));
    await waitFor(() => expect(result.current.search.data?.total).toBe(1));

    await act(() =>
      result.current.connect.mutateAsync({
        name: 'Northern Meats',
        accountNumber: 'NM-9',
        minimumOrder: 50,
        orderCutoff: 14,
        deliveryDays: 'Tu',
      }),
    );

    // The change resolves once the lists on screen were fetched again.
    expect(calls.slice(3).sort()).toEqual(['/customer_supplier_put', '/item_search', '/supplier_get', '/supplier_get']);
    await waitFor(() =>
      expect(result.current.invoice.data?.map((s) => s.name)).toEqual(['Fresh Valley', 'Northern Meats']),
    );
    await waitFor(() =>
      expect(result.current.adminInvoice.data?.map((s) => s.name)).toEqual(['Fresh Valley', 'Northern Meats']),
    );
    await waitFor(() => expect(result.current.search.data?.total).toBe(2));
  });

  it("shows an edited minimum order on the cart's list, which the Suppliers page changed", async () => {
    suppliersServer();
    const qc = newClient();
    const cart = renderHook(() => useConnectedSuppliers(null, { enabled: true }), { wrapper: wrapper(qc) });
    const page = renderHook(() => useUpdateSupplier(), { wrapper: wrapper(qc) });
    await waitFor(() => expect(cart.result.current.data?.[0]?.minimum_order).toBe('100.00'));

    await act(() =>
      page.result.current.mutateAsync({ type: 'supplier', supplierId: 1, minimumOrder: 150, accountId: 'A-1' }),
    );

    await waitFor(() => expect(cart.result.current.data?.[0]?.minimum_order).toBe('150'));
  });
});
