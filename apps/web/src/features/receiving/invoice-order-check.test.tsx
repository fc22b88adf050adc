import type { InvoiceCheck, InvoiceDifference } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceOrderCheck } from './invoice-order-check';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  api: call,
}));

const difference = (over: Partial<InvoiceDifference>): InvoiceDifference => ({
  id: 1,
  kind: 'overpriced',
  name: 'Apple Juice',
  unit: 'CS',
  quantity: '4.000',
  billedPrice: '32.20000',
  orderedPrice: '31.20000',
  amount: '4.00',
  creditRequestId: null,
  ...over,
});
const check: InvoiceCheck = {
  order: { id: 25, created: '2026-11-26T14:00:00Z', deliveryTime: null, total: '326.80' },
  overcharged: '35.20',
  differences: [
    difference({ id: 1 }),
    difference({ id: 2, kind: 'overbilled', quantity: '1.000', amount: '31.20' }),
    difference({ id: 3, kind: 'not_billed', name: 'Gala Apples', billedPrice: null, amount: '-49.50' }),
  ],
};

function renderCheck() {
  call.mockImplementation(async (path: string) =>
    path === '/invoice_check' ? check : { creditRequestId: 9, created: true },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InvoiceOrderCheck invoiceId={7} imported />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvoiceOrderCheck', () => {
  beforeEach(() => call.mockReset());

  it('lists the differences with their money; a line not billed cannot be claimed', async () => {
    renderCheck();
    expect(await screen.findByText('Order #25')).toBeTruthy();
    const notBilled = screen.getByLabelText('Received but not billed: Gala Apples') as HTMLInputElement;
    expect(notBilled.disabled).toBe(true);
    expect(notBilled.checked).toBe(false);
    expect(screen.getByText(/4 CS at \$32\.20, ordered at \$31\.20/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for a credit of $35.20' })).toBeTruthy();
  });

  it('asks a credit for the chosen differences only', async () => {
    renderCheck();
    fireEvent.click(await screen.findByLabelText('Billed above the ordered price: Apple Juice'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a credit of $31.20' }));
    const paths = () => call.mock.calls.map((c) => c[0]);
    await waitFor(() => expect(paths()).toContain('/invoice_credit_request'));
    expect(call.mock.calls.find((c) => c[0] === '/invoice_credit_request')?.[1]).toEqual({
      invoiceId: 7,
      differenceIds: [2],
    });
    // The check is read again: the differences asked for now name their credit request.
    await waitFor(() => expect(paths()).toEqual(['/invoice_check', '/invoice_credit_request', '/invoice_check']));
  });
});
