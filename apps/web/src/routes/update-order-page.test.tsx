import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { UpdateOrderPage } from './update-order-page';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function renderLink(search: string) {
  const router = createMemoryRouter([{ path: '/update_order', element: <UpdateOrderPage /> }], {
    initialEntries: [`/update_order${search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the emailed order link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the link has expired, with the reason the server gives', async () => {
    const message =
      'This order link has expired: order links work for 90 days after the delivery date. Ask the restaurant for the order details.';
    answer(410, { error: { code: 'LINK_EXPIRED', message } });
    renderLink(`?irk=${'a'.repeat(32)}&ivrk=${'b'.repeat(32)}`);
    expect(await screen.findByText('This order link has expired')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('says the order was not found for a wrong link', async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'This order link is not valid' } });
    renderLink(`?irk=${'a'.repeat(32)}&ivrk=${'c'.repeat(32)}`);
    expect(await screen.findByText('We could not find this order')).toBeTruthy();
  });
});
