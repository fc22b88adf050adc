import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { useCart } from '../../lib/cart-store';
import type { CartSupplier } from './cart-api';
import { useSendAll } from './use-send-all';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  api: call,
}));

/** A fresh query client for each hook rendered. */
function wrapper() {
  const qc = new QueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

const line = (supplier_id: number, supplier: string, item_price_id: number, price: string) => ({
  item_id: item_price_id,
  item_price_id,
  supplier_id,
  supplier,
  name: `Item ${item_price_id}`,
  price,
  unit: 'CS',
  quantity: '1',
});

// Every day but Sunday, orders by 2 PM the day before, in UTC.
const rule = { days: [1, 2, 3, 4, 5, 6], cutoffHour: 14, timeZone: 'UTC', outsideArea: null };
const suppliers: CartSupplier[] = [
  { id: 1, name: 'Fresh Valley', account_id: 'A', minimum_order: '100.00', delivery_rule: rule },
  { id: 2, name: 'Northern', account_id: 'B', minimum_order: '0', delivery_rule: rule },
  { id: 3, name: 'Ocean', account_id: 'C', minimum_order: '0', delivery_rule: rule },
];

describe('useSendAll', () => {
  beforeEach(() => {
    call.mockReset();
    useCart.getState().clear();
    useCart.getState().add(line(1, 'Fresh Valley', 10, '20.00'), 2); // $40, under the $100 minimum
    useCart.getState().add(line(2, 'Northern', 20, '80.00'), 1);
    useCart.getState().add(line(3, 'Ocean', 30, '50.00'), 1);
    // A Monday far ahead, and a Sunday the supplier does not deliver on.
    for (const id of [1, 2]) useCart.getState().setDetails(id, { DeliveryTime: '2999-01-07T12:00:00+00:00' });
    useCart.getState().setDetails(3, { DeliveryTime: '2999-01-06T12:00:00+00:00' });
  });

  it('sends each ready cart once and says why the others were not sent', async () => {
    let n = 100;
    call.mockImplementation(async () => ({ status: 'SUCCESS', orderId: ++n, total: '80.00', created: true }));
    const onSent = vi.fn();
    const hook = renderHook(() => useSendAll({ suppliers, timeZone: 'UTC', onSent }), { wrapper: wrapper() });
    await act(async () => {
      // A double click: the second does nothing.
      await Promise.all([hook.result.current.sendAll(), hook.result.current.sendAll()]);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][1]).toMatchObject({ supplierId: 2 });
    expect(onSent).toHaveBeenCalledWith(2, 101);
    expect(hook.result.current.results).toEqual([
      {
        supplierId: 1,
        supplier: 'Fresh Valley',
        sent: false,
        reason: 'Sorry you do not meet the minimum order of $100.00 for this supplier',
      },
      { supplierId: 2, supplier: 'Northern', sent: true, orderId: 101 },
      {
        supplierId: 3,
        supplier: 'Ocean',
        sent: false,
        reason:
          'No delivery on Sunday: this supplier delivers on Monday, Tuesday, Wednesday, Thursday, Friday and Saturday.',
      },
    ]);
    expect(Object.keys(useCart.getState().carts)).toEqual(['1', '3']);
    expect(hook.result.current.running).toBe(false);
  });

  it("reports the server's refusal of one cart and still sends the next", async () => {
    useCart.getState().setDetails(3, { DeliveryTime: '2999-01-08T12:00:00+00:00' });
    useCart.getState().setQuantity(1, 10, 5); // $100: the minimum
    call.mockImplementation(async (_path: string, body: { supplierId: number }) => {
      if (body.supplierId === 2) throw new ApiError(409, 'ACCOUNT_REQUIRED', 'Please enter your account number');
      return { status: 'SUCCESS', orderId: 7, total: '50.00', created: true };
    });
    const hook = renderHook(() => useSendAll({ suppliers, timeZone: 'UTC', onSent: vi.fn() }), { wrapper: wrapper() });
    await act(() => hook.result.current.sendAll());
    const results = hook.result.current.results ?? [];
    expect(results.find((r) => r.supplierId === 2)).toMatchObject({
      sent: false,
      reason: 'Please enter your account number for this supplier: send this cart from its card.',
    });
    expect(results.find((r) => r.supplierId === 1)).toMatchObject({ sent: true, orderId: 7 });
    expect(results.find((r) => r.supplierId === 3)).toMatchObject({ sent: true, orderId: 7 });
    expect(Object.keys(useCart.getState().carts)).toEqual(['2']);
  });
});
