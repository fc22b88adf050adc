import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

type Row = { id: number; name: string; price: number };
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
  price: (i * 7) % 10,
}));
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, sortable: true, editable: true },
  { id: 'price', header: 'Price', value: (r) => r.price, sortable: true },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');

describe('DataTable', () => {
  afterEach(() => vi.useRealTimers());

  it('pages with Previous and Next at the page size given', () => {
    render(<DataTable label="Items" data={rows} columns={columns} pageSize={5} getRowId={(r) => String(r.id)} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts by a header click, toggling the direction', () => {
    render(<DataTable label="Items" data={rows} columns={columns} pageSize={20} />);
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    const header = screen.getByRole('columnheader', { name: /Price/ });
    const first = () => within(bodyRows()[0]).getAllByRole('cell')[1].textContent;
    expect(['ascending', 'descending']).toContain(header.getAttribute('aria-sort'));
    const a = first();
    fireEvent.click(screen.getByRole('button', { name: /Price/ }));
    expect(first()).not.toBe(a);
  });

  it('shows row actions and the empty state', () => {
    const { unmount } = render(
      <DataTable
        label="Items"
        data={rows.slice(0, 1)}
        columns={columns}
        rowActions={(r) => <button type="button">Remove {r.name}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove Item 01' })).toBeTruthy();
    unmount();
    render(<DataTable label="Items" data={[]} columns={columns} empty={<p>No items found</p>} />);
    expect(screen.getByText('No items found')).toBeTruthy();
  });

  it('edits a cell on double-click and saves the trimmed text with Enter', () => {
    const onCellEdit = vi.fn();
    render(<DataTable label="Items" data={rows.slice(0, 1)} columns={columns} onCellEdit={onCellEdit} />);
    fireEvent.doubleClick(screen.getByText('Item 01'));
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: '  Apples  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCellEdit).toHaveBeenCalledWith(rows[0], 'name', 'Apples');
  });

  it('edits a cell after a 500 ms long press, and Escape cancels', () => {
    vi.useFakeTimers();
    const onCellEdit = vi.fn();
    render(<DataTable label="Items" data={rows.slice(0, 1)} columns={columns} onCellEdit={onCellEdit} />);
    const cell = screen.getByText('Item 01');
    fireEvent.pointerDown(cell, { button: 0, clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('textbox')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    const input = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(input, { target: { value: 'Pears' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onCellEdit).not.toHaveBeenCalled();
    expect(screen.getByText('Item 01')).toBeTruthy();
  });

  it('does not start editing when the press is released early', () => {
    vi.useFakeTimers();
    render(<DataTable label="Items" data={rows.slice(0, 1)} columns={columns} onCellEdit={vi.fn()} />);
    const cell = screen.getByText('Item 01');
    fireEvent.pointerDown(cell, { button: 0 });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(cell);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
