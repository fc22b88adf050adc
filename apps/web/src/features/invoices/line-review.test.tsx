import type { LineCheck, ParsedInvoice, ParsedRow, Reconciliation } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { gridReducer, initGrid } from './grid-state';
import type { ConnectedSupplierRef } from './invoices-api';
import { ReconciliationBanner } from './line-review';
import { EMPTY_NEW_SUPPLIER } from './new-supplier-details';
import { ResultsView } from './results-view';
import type { SupplierChoice } from './types';

const HEADERS = ['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount'];

function row(cells: string[], check?: LineCheck, selected = true): ParsedRow {
  return { values: Object.fromEntries(HEADERS.map((h, i) => [h, cells[i]])), selected, category: null, check };
}

const reconciled: LineCheck = { status: 'reconciled', reason: null, repairs: [] };
const repaired: LineCheck = {
  status: 'repaired',
  reason: null,
  repairs: ['400 read as 4.00 (decimal point restored)'],
};
const unchecked: LineCheck = {
  status: 'unchecked',
  reason: '2 × 18.00 = 36.00, but the line says 40.00',
  repairs: [],
};
const notItem: LineCheck = { status: 'not_item', reason: 'Looks like a tax or charge line, not an item', repairs: [] };

const tomatoes = (check?: LineCheck) => row(['TOM-1', 'Roma tomatoes', '3', 'KG', '4.00', '12.00'], check);
const basil = (check?: LineCheck) => row(['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'], check);
const oil = row(['OIL-3', 'Olive oil', '2', 'L', '18.00', '40.00'], unchecked);
const tax = row(['', 'HST 13%', '', '', '', '8.39'], notItem, false);

function judged(over: Partial<Reconciliation> = {}): Reconciliation {
  return {
    linesTotal: 24.5,
    printedSubtotal: 24.5,
    printedTotal: null,
    matches: 'subtotal',
    difference: 0,
    counts: { reconciled: 2, repaired: 0, unchecked: 0, not_item: 0 },
    ...over,
  };
}

function invoice(rows: ParsedRow[], reconciliation?: Reconciliation): ParsedInvoice {
  return {
    data: rows.length
      ? [{ page: 1, headers: HEADERS, fields: ['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount'], rows }]
      : [],
    items: [],
    reconciliation,
    supplier: { id: 7, name: 'Fresh Valley Produce', alternate_names: [] },
    supplierName: 'Fresh Valley Produce',
    invoiceNumber: '7001',
    invoiceDate: '2024-05-02',
    total: null,
    fileName: 'fresh-valley.pdf',
    lines: ['Fresh Valley Produce', 'Invoice 7001', 'Thank you for your business'],
    pages: 1,
    method: 'text',
    invoiceId: 1,
  };
}

const FRESH_VALLEY: SupplierChoice = { id: 7, name: 'Fresh Valley Produce', alternateNames: [] };
const CONNECTED: ConnectedSupplierRef[] = [
  { id: 7, supplier_id: 7, name: 'Fresh Valley Produce', alternate_names: [] },
];

function Review({
  data,
  supplier = FRESH_VALLEY,
  onImport,
}: {
  data: ParsedInvoice;
  supplier?: SupplierChoice;
  onImport: () => void;
}) {
  const [grid, dispatch] = useReducer(gridReducer, data.data, initGrid);
  return (
    <ResultsView
      data={data}
      grid={grid}
      dispatch={dispatch}
      onFieldChange={(column, field) => dispatch({ type: 'field', column, field })}
      onSplit={(plan) => dispatch({ type: 'split', plan })}
      supplier={supplier}
      onSupplier={() => undefined}
      connected={CONNECTED}
      onAddSupplier={() => undefined}
      newDetails={EMPTY_NEW_SUPPLIER}
      onNewDetails={() => undefined}
      status={{ kind: 'idle' }}
      onImport={onImport}
      isAdmin={false}
    />
  );
}

function renderReview(data: ParsedInvoice, supplier?: SupplierChoice) {
  const onImport = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Review data={data} supplier={supplier} onImport={onImport} />
    </QueryClientProvider>,
  );
  return { onImport };
}

const lines = () => screen.getByRole('table', { name: /^Invoice lines/ });
const lineRow = (name: string) => {
  const found = within(lines())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row ${name}`);
  return found;
};
const ticked = (n: number) => (screen.getByRole('checkbox', { name: `Select row ${n}` }) as HTMLInputElement).checked;
const importAll = () => screen.queryByRole('button', { name: /^Import (all \d+ lines|the 1 line)$/ });

describe('line marks', () => {
  it("show each row's judgement, with the repairs and reasons on focus", () => {
    renderReview(
      invoice(
        [tomatoes(repaired), basil(reconciled), oil, tax],
        judged({
          linesTotal: 64.5,
          printedSubtotal: 60.5,
          matches: null,
          difference: 4,
          counts: { reconciled: 1, repaired: 1, unchecked: 1, not_item: 1 },
        }),
      ),
    );
    expect(within(lines()).getByRole('columnheader', { name: 'Check' })).toBeTruthy();
    expect(within(lineRow('Basil bunch')).getByText('Reconciled')).toBeTruthy();

    const repairedMark = within(lineRow('Roma tomatoes')).getByRole('button', { name: 'Repaired' });
    expect(screen.queryByText('400 read as 4.00 (decimal point restored)')).toBeNull();
    act(() => repairedMark.focus());
    const repairs = screen.getByRole('region', { name: 'Repairs of row 1' });
    expect(within(repairs).getByText('400 read as 4.00 (decimal point restored)')).toBeTruthy();
    fireEvent.keyDown(repairedMark, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Repairs of row 1' })).toBeNull();

    act(() => within(lineRow('Olive oil')).getByRole('button', { name: 'Check this' }).focus());
    expect(screen.getByRole('region', { name: 'Why row 3 needs a check' }).textContent).toContain(
      '2 × 18.00 = 36.00, but the line says 40.00',
    );

    // The tax line is greyed and not ticked, with its reason; the user may still tick it.
    const taxRow = lineRow('HST 13%');
    expect(taxRow.className).toContain('text-gray-400');
    expect(ticked(4)).toBe(false);
    fireEvent.click(within(taxRow).getByRole('button', { name: 'Not an item' }));
    expect(screen.getByRole('region', { name: 'Why row 4 is not an item' }).textContent).toContain(
      'Looks like a tax or charge line, not an item',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    expect(ticked(4)).toBe(true);
  });

  it('turn to Edited once the user corrects a cell of the row', () => {
    renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged()));
    const cell = within(lineRow('Basil bunch')).getByRole('button', { name: /^Price, row 2/ });
    fireEvent.keyDown(cell, { key: 'Enter' });
    const input = screen.getByRole('textbox', { name: 'Price, row 2' });
    fireEvent.change(input, { target: { value: '6.50' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(lineRow('Basil bunch')).getByText('Edited')).toBeTruthy();
    expect(within(lineRow('Basil bunch')).queryByText('Reconciled')).toBeNull();
    expect(within(lineRow('Roma tomatoes')).getByText('Reconciled')).toBeTruthy();
  });

  it('are not shown for a parse stored before lines were judged', () => {
    renderReview(invoice([tomatoes(), basil()]));
    expect(within(lines()).queryByRole('columnheader', { name: 'Check' })).toBeNull();
    expect(screen.queryByText('Reconciled')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Check of the lines' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select only lines to check' })).toBeNull();
    expect(importAll()).toBeNull();
    expect(screen.getByRole('button', { name: 'Import selected items' })).toBeTruthy();
  });
});

describe('the judgement of the document', () => {
  it('says the lines add up to the printed subtotal', () => {
    render(<ReconciliationBanner reconciliation={judged()} />);
    expect(screen.getByRole('region', { name: 'Check of the lines' }).textContent).toContain(
      'Lines add up to the printed subtotal $24.50',
    );
  });

  it('says the lines add up to the printed total when no subtotal is printed', () => {
    render(
      <ReconciliationBanner reconciliation={judged({ printedSubtotal: null, printedTotal: 24.5, matches: 'total' })} />,
    );
    expect(screen.getByRole('region', { name: 'Check of the lines' }).textContent).toContain(
      'Lines add up to the printed total $24.50',
    );
  });

  it('gives both figures and the difference when they do not agree', () => {
    render(
      <ReconciliationBanner
        reconciliation={judged({ linesTotal: 36, printedSubtotal: 40, matches: null, difference: -4 })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Check of the lines' }).textContent).toContain(
      'Lines total $36.00; printed subtotal $40.00 (difference $4.00)',
    );
  });

  it('shows nothing for a parse stored before lines were judged', () => {
    const { container } = render(<ReconciliationBanner reconciliation={undefined} />);
    expect(container.textContent).toBe('');
  });
});

describe('Select only lines to check', () => {
  it('ticks exactly the lines that are unchecked or repaired', () => {
    renderReview(invoice([tomatoes(repaired), basil(reconciled), oil, tax], judged({ matches: null })));
    expect([1, 2, 3, 4].map(ticked)).toEqual([true, true, true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Select only lines to check' }));
    expect([1, 2, 3, 4].map(ticked)).toEqual([true, false, true, false]);
  });

  it('has nothing to select when every line reconciles', () => {
    renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged()));
    expect((screen.getByRole('button', { name: 'Select only lines to check' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('Import all N lines', () => {
  it('imports at once when every line reconciles, the lines add up and the supplier is known', () => {
    const { onImport } = renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged()));
    const button = importAll();
    expect(button?.textContent).toBe('Import all 2 lines');
    fireEvent.click(button as HTMLElement);
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('waits for the user to confirm a repaired line', () => {
    renderReview(invoice([tomatoes(repaired), basil(reconciled)], judged()));
    expect(importAll()).toBeNull();
    expect(screen.getByText('Confirm the repaired lines to import them all at once.')).toBeTruthy();
    act(() => within(lineRow('Roma tomatoes')).getByRole('button', { name: 'Repaired' }).focus());
    const agree = screen.getByRole('button', { name: 'The repair is right' });
    expect(agree.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(agree);
    expect(agree.getAttribute('aria-pressed')).toBe('true');
    expect(importAll()?.textContent).toBe('Import all 2 lines');
    // Taken back: the line needs a look again.
    fireEvent.click(agree);
    expect(importAll()).toBeNull();
    // Escape from inside the details closes them and returns to the mark.
    act(() => agree.focus());
    fireEvent.keyDown(agree, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Repairs of row 1' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Repaired');
  });

  it('is not offered when the lines do not add up to a printed figure', () => {
    renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged({ matches: null, difference: 1 })));
    expect(importAll()).toBeNull();
  });

  it('is not offered when a line needs a check', () => {
    renderReview(invoice([tomatoes(reconciled), oil], judged()));
    expect(importAll()).toBeNull();
  });

  it('is not offered when the supplier is not one of the restaurant’s', () => {
    renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged()), {
      id: null,
      name: 'Someone Else Foods',
      alternateNames: [],
    });
    expect(importAll()).toBeNull();
  });

  it('is withdrawn once a line is edited or a line is left out', () => {
    renderReview(invoice([tomatoes(reconciled), basil(reconciled)], judged()));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(importAll()).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(importAll()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate row 1' }));
    expect(importAll()).toBeNull();
  });
});

describe('an invoice without line items', () => {
  it('says no line items were found and shows the text that was read', () => {
    renderReview(invoice([], judged({ linesTotal: null, matches: null, difference: null })));
    expect(screen.getByText('No line items found')).toBeTruthy();
    const text = screen.getByTitle('Raw data');
    expect(text.textContent).toContain('Invoice 7001');
    expect(text.textContent).toContain('Thank you for your business');
    expect(importAll()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import selected items' })).toBeNull();
  });
});
