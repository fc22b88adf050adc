import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker';

/** 2026-11-23 is a Monday; Tuesdays have no delivery. */
function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('2026-11-23');
  return (
    <>
      <label htmlFor="d">Delivery date</label>
      <DatePicker
        id="d"
        value={value}
        min="2026-11-20"
        isUnavailable={(v) => new Date(`${v}T12:00:00Z`).getUTCDay() === 2}
        unavailableLabel="no delivery"
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </>
  );
}

const day = (key: string) => document.querySelector<HTMLButtonElement>(`[data-day="${key}"]`) as HTMLButtonElement;

describe('DatePicker', () => {
  it('opens on the chosen day, Monday first, with earlier days disabled', async () => {
    render(<Harness onChange={vi.fn()} />);
    const field = screen.getByLabelText('Delivery date');
    expect(field.textContent).toBe('2026-11-23');
    fireEvent.click(field);
    const calendar = screen.getByRole('dialog');
    expect(calendar.textContent).toContain('November 2026');
    expect(calendar.querySelector('thead')?.textContent).toBe('MoTuWeThFrSaSu');
    await vi.waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    expect(day('2026-11-19').disabled).toBe(true);
    expect(document.querySelectorAll('[data-day="2026-11-23"]')).toHaveLength(1);
  });

  it('marks an unavailable day and does not take it; another day is chosen and the calendar closes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Delivery date'));
    const tuesday = day('2026-11-24');
    expect(tuesday.getAttribute('aria-disabled')).toBe('true');
    expect(tuesday.getAttribute('aria-label')).toBe('Tuesday, November 24, 2026 (no delivery)');
    fireEvent.click(tuesday);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(day('2026-11-25'));
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Delivery date').textContent).toBe('2026-11-25');
  });

  it('goes to the next month, not before the first day offered, and Escape closes it', () => {
    render(<Harness onChange={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('Delivery date'));
    expect(screen.getByRole('button', { name: 'Previous month' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('dialog').textContent).toContain('December 2026');
    fireEvent.keyDown(day('2026-12-02'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
