import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '../../lib/settings-store';
import { useReportRange } from './use-report-range';

const at = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('report range', () => {
  it('opens on this month, whatever the Orders page shows first', () => {
    useSettingsStore.setState({ orderDisplayTimeRange: 'Today' });
    const { result } = renderHook(() => useReportRange(), { wrapper: at('/Reports') });
    expect(result.current.range).toBe('This month');
    expect(result.current.query).toHaveProperty('startTime');
  });

  it('keeps the range chosen in the address', () => {
    const { result } = renderHook(() => useReportRange(), { wrapper: at('/Reports?range=All') });
    expect(result.current.range).toBe('All');
  });
});
