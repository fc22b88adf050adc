import type { FirstRun } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKey } from '../../lib/call';
import { FirstRunChecklist } from './first-run-checklist';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  // The path and body each call sends.
  api: (path: string, body: unknown) => call(path, body),
}));

const state = (done: [boolean, boolean, boolean, boolean], dismissed = false): FirstRun => ({
  dismissed,
  steps: [
    { key: 'suppliers', done: done[0] },
    { key: 'documents', done: done[1] },
    { key: 'orderGuide', done: done[2] },
    { key: 'team', done: done[3] },
  ],
});

function renderChecklist(client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FirstRunChecklist />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('first-run checklist', () => {
  beforeEach(() => call.mockReset());

  it('links each step still to do to where it is done', async () => {
    call.mockResolvedValue(state([true, false, false, false]));
    renderChecklist();
    expect(await screen.findByText('1 of 4 done. Each step ticks itself off when it is done.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add suppliers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload' }).getAttribute('href')).toBe('/Invoices');
    expect(screen.getByRole('link', { name: 'Open the order guide' }).getAttribute('href')).toBe('/Search');
    expect(screen.getByRole('link', { name: 'Invite' }).getAttribute('href')).toBe('/Settings?tab=Team+Members');
  });

  it('is gone once every step is done', async () => {
    call.mockResolvedValue(state([true, true, true, true]));
    const client = new QueryClient();
    const { container } = renderChecklist(client);
    await waitFor(() => expect(client.getQueryState(queryKey('/first_run_get', {}))?.status).toBe('success'));
    expect(container.textContent).toBe('');
  });

  it('goes away when dismissed, as the server remembers', async () => {
    let dismissed = false;
    call.mockImplementation(async (path: string) => {
      if (path === '/first_run_dismiss') dismissed = true;
      return state([false, false, false, false], dismissed);
    });
    renderChecklist();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the getting-started checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull());
    expect(call).toHaveBeenCalledWith('/first_run_dismiss', {});
  });
});
