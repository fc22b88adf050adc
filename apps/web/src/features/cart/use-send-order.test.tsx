import { decimal } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { useCart } from '../../lib/cart-store';
import { useOrders } from '../orders/orders-api';
import { useSendOrder } from './use-send-order';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  api: call,
}));

const item = {
  item_id: 5,
  item_price_id: 50,
  supplier_id: 2,
  supplier: 'Northern Meats & Poultry',
  name: 'Bacon',
  price: '79.50',
  unit: 'CS',
  quantity: '1',
};

/** A fresh query client for each hook rendered. */
function wrapper() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

function setup(minimum: string | null = '250.00') {
  const onSent = vi.fn();
  const total = decimal('238.50');
  const hook = renderHook(
    () =>
      useSendOrder({
        supplierId: 2,
        minimum: minimum === null ? null : decimal(minimum),
        total,
        timeZone: 'UTC',
        onSent,
      }),
    { wrapper: wrapper() },
  );
  return { hook, onSent };
}

const paths = () => call.mock.calls.map((c) => c[0]);

describe('useSendOrder', () => {
  beforeEach(() => {
    call.mockReset();
    useCart.getState().clear();
    useCart.getState().add(item, 3);
  });

  it('asks for a delivery time, then for the minimum, before calling the server', async () => {
    const { hook } = setup();
    await act(() => hook.result.current.send());
    expect(hook.result.current.error).toBe('Please set a delivery date and time');
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    await act(() => hook.result.current.send());
    expect(hook.result.current.error).toBe('Sorry you do not meet the minimum order of $250.00 for this supplier');
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a day the supplier does not deliver on before calling the server', async () => {
    // 2999-01-04 is a Friday; this supplier delivers on Mondays only.
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    const rule = { days: [1], cutoffHour: 14, timeZone: 'UTC', outsideArea: null };
    const hook = renderHook(
      () =>
        useSendOrder({
          supplierId: 2,
          minimum: null,
          total: decimal('238.50'),
          rule,
          timeZone: 'UTC',
          onSent: vi.fn(),
        }),
      { wrapper: wrapper() },
    );
    await act(() => hook.result.current.send());
    expect(hook.result.current.error).toBe('No delivery on Friday: this supplier delivers on Monday.');
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for the account number first when the supplier has none, then sends', async () => {
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    call.mockImplementation(async (path: string) => {
      if (path === '/supplier_account') return { accountId: null };
      if (path === '/send_order') return { status: 'SUCCESS', orderId: 77, total: '238.50', created: true };
      return {};
    });
    const { hook, onSent } = setup(null);
    await act(() => hook.result.current.send());
    expect(hook.result.current.phase.kind).toBe('account');
    await act(() => hook.result.current.saveAccount('MB-555'));
    expect(paths()).toEqual(['/supplier_account', '/submit_account', '/send_order']);
    expect(call.mock.calls[1][1]).toEqual({ supplierId: 2, accountId: 'MB-555' });
    expect(onSent).toHaveBeenCalledWith(77);
    expect(useCart.getState().carts[2]).toBeUndefined();
    expect(useCart.getState().sent[0]).toMatchObject({ Id: 77, total: '238.50', supplier: 'Northern Meats & Poultry' });
  });

  it('shows changed prices and, once accepted, sends again at the new price with the same key', async () => {
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    const key = useCart.getState().carts[2].idempotencyKey;
    const change = {
      previous_item_price_id: 50,
      item_price_id: 51,
      item_id: 5,
      price: '82.00',
      unit: 'CS',
      quantity: '1',
    };
    let sends = 0;
    call.mockImplementation(async (path: string) => {
      if (path === '/supplier_account') return { accountId: 'MB-1' };
      sends += 1;
      if (sends === 1) throw new ApiError(409, 'PRICE_CHANGED', 'Some prices have changed', [change]);
      return { status: 'SUCCESS', orderId: 78, total: '246.00', created: true };
    });
    const { hook } = setup(null);
    await act(() => hook.result.current.send());
    expect(hook.result.current.phase).toEqual({ kind: 'prices', changes: [change] });
    expect(useCart.getState().carts[2].items[0].price).toBe('79.50');
    await act(() => hook.result.current.acceptPrices([change]));
    const last = call.mock.calls.at(-1)?.[1] as { items: unknown[]; idempotencyKey: string };
    expect(last.items).toEqual([{ item_price_id: 51, ordered_quantity: 3 }]);
    expect(last.idempotencyKey).toBe(key);
    expect(useCart.getState().sent[0].Id).toBe(78);
  });

  it('keeps the cart and shows the reason when sending fails', async () => {
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    call.mockImplementation(async (path: string) => {
      if (path === '/supplier_account') return { accountId: 'MB-1' };
      throw new ApiError(404, 'NOT_FOUND', 'Some items are no longer available from this supplier');
    });
    const { hook, onSent } = setup(null);
    await act(() => hook.result.current.send());
    expect(hook.result.current.error).toBe('Some items are no longer available from this supplier');
    expect(hook.result.current.phase.kind).toBe('idle');
    expect(onSent).not.toHaveBeenCalled();
    expect(useCart.getState().carts[2].items).toHaveLength(1);
  });

  it('refreshes the orders on screen once the order is sent', async () => {
    useCart.getState().setDetails(2, { DeliveryTime: '2999-01-04T12:00:00+00:00' });
    const orders: { order: { id: number } }[] = [];
    call.mockImplementation(async (path: string) => {
      if (path === '/supplier_account') return { accountId: 'MB-1' };
      if (path === '/order') return { orders: [...orders] };
      orders.push({ order: { id: 79 } });
      return { status: 'SUCCESS', orderId: 79, total: '238.50', created: true };
    });
    const hook = renderHook(
      () => ({
        list: useOrders({ all: true }),
        cart: useSendOrder({
          supplierId: 2,
          minimum: null,
          total: decimal('238.50'),
          timeZone: 'UTC',
          onSent: vi.fn(),
        }),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(hook.result.current.list.data).toEqual([]));
    await act(() => hook.result.current.cart.send());
    await waitFor(() => expect(hook.result.current.list.data?.map((o) => o.order.id)).toEqual([79]));
    expect(paths()).toEqual(['/order', '/supplier_account', '/send_order', '/order']);
  });
});
