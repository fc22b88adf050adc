import { RESTAURANT_SETTINGS_MSG, type Session } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { AutoImportSetting } from './auto-import-setting';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (importActual) => ({
  ...(await importActual<typeof import('../../lib/api')>()),
  // The path and body each call sends.
  api: (path: string, body: unknown) => call(path, body),
}));

function session(role: string | null, autoImportInvoices = false): Session {
  return {
    User: {
      id: 1,
      firstName: 'Olivia',
      lastName: 'Martin',
      email: 'owner@maple.example',
      usertype: 'restaurant',
      phone: '',
      jobTitle: '',
      language: 'en',
      dateFormat: 'YYYY-MM-DD',
      timezone: 'America/Toronto',
      autoTimezone: false,
      orderDisplayTimeRange: 'Today',
      notifyNewOrders: true,
      notifySavings: true,
      role,
    },
    Business: {
      id: 3,
      name: 'Maple Bistro',
      contact_name: '',
      contact_phone: '',
      contact_email: '',
      address1: '214 King St W',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      postalCode: 'M5H 3S6',
      phone: '',
      autoImportInvoices,
      lateGraceMinutes: 120,
    },
    BusinessLocation: null,
    Supplier: null,
    SupplierLocation: null,
  };
}

function renderSetting(s: Session) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AutoImportSetting session={s} />
    </QueryClientProvider>,
  );
  return screen.getByRole('switch', { name: RESTAURANT_SETTINGS_MSG.autoImport }) as HTMLButtonElement;
}

describe('automatic invoice import setting', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('is off by default and the owner turns it on for the restaurant', async () => {
    const current = session('Owner');
    call.mockResolvedValue(session('Owner', true));
    const toggle = renderSetting(current);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/user_settings', { restaurant: { autoImportInvoices: true } }),
    );
  });

  it('goes back when the server refuses the change', async () => {
    call.mockImplementation(async () => {
      throw new ApiError(403, 'FORBIDDEN', RESTAURANT_SETTINGS_MSG.notAllowed);
    });
    const toggle = renderSetting(session('Admin', true));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // Once the answer is in, the switch can be used again and shows what the server holds.
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('cannot be changed by a chef, who is told who can', () => {
    const toggle = renderSetting(session('Chef', true));
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(RESTAURANT_SETTINGS_MSG.notAllowed)).toBeTruthy();
  });
});
