import type { ParseField } from '@app/contracts';
import { Copy, Merge, Undo2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '../../components/ui/button';
import { EditableCell } from '../../components/ui/editable-cell';
import { cx } from '../../lib/cx';
import { CATEGORY_OPTIONS, type GridEvent, type GridTable, markOf, type RowCategory } from './grid-state';
import { LineMark } from './line-review';

/** The mapping choices (spec 2.9), then the two the parser also reads: a line amount and a category column. */
export const FIELD_OPTIONS: readonly { value: ParseField; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'item_code', label: 'Item code' },
  { value: 'name', label: 'Name' },
  { value: 'unit', label: 'Unit' },
  { value: 'quantity', label: 'Quantity' },
  { value: 'unit_price', label: 'Unit price' },
  { value: 'amount', label: 'Amount' },
  { value: 'category', label: 'Category' },
];

const selectClass =
  'h-8 w-full min-w-28 rounded-md border border-gray-300 bg-white px-2 text-sm font-normal normal-case tracking-normal text-gray-900 ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-3 focus:ring-emerald-600/20 disabled:bg-gray-100';

type ResultsTableProps = {
  table: GridTable;
  dispatch: Dispatch<GridEvent>;
  onFieldChange: (column: number, field: ParseField) => void;
  disabled?: boolean;
  /** The row chosen (clicked or focused), shown on the document beside the grid. */
  activeRowId?: string | null;
  onActivate?: (rowId: string) => void;
};

/**
 * One parsed table to review: the parser's mark per row (when it judged the rows), a field select above each
 * column, a tick per row (and all), cells edited by double-click or long press, a category, a duplicate button and a
 * merge with the row below (undone on the merged row) per row. Rows the parser took for totals, taxes or payments are greyed; they can still be ticked.
 */
export function ResultsTable({
  table,
  dispatch,
  onFieldChange,
  disabled,
  activeRowId = null,
  onActivate,
}: ResultsTableProps) {
  const ticked = table.rows.filter((r) => r.selected).length;
  const judged = table.rows.some((r) => r.check !== null);
  const all = table.rows.length > 0 && ticked === table.rows.length;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table aria-label={`Invoice lines, page ${table.page}`} className="min-w-full text-left text-sm">
        <thead className="bg-gray-50 align-bottom">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select all rows"
                className="size-4 accent-emerald-600"
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = ticked > 0 && !all;
                }}
                disabled={disabled}
                onChange={(e) => dispatch({ type: 'selectAll', selected: e.target.checked })}
              />
            </th>
            {judged ? (
              <th scope="col" className="px-2 py-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
                Check
              </th>
            ) : null}
            {table.headers.map((header, column) => (
              <th key={header} scope="col" className="px-2 py-2 align-bottom">
                <select
                  aria-label={`Field of column ${header}`}
                  className={cx(selectClass, table.fields[column] !== 'none' && 'border-emerald-500 bg-emerald-50')}
                  value={table.fields[column]}
                  disabled={disabled}
                  onChange={(e) => onFieldChange(column, e.target.value as ParseField)}
                >
                  {FIELD_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <span className="mt-1.5 block truncate px-1 text-xs font-semibold uppercase tracking-wide text-gray-600">
                  {header}
                </span>
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-xs font-semibold uppercase tracking-wide text-gray-600">
              Category
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Row actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {table.rows.map((row, i) => {
            const n = i + 1;
            const notItem = markOf(row) === 'not_item';
            const active = row.id === activeRowId;
            return (
              <tr
                key={row.id}
                data-active={active || undefined}
                className={cx(
                  notItem ? 'bg-gray-50 text-gray-400' : !row.selected && 'bg-gray-50/60 text-gray-500',
                  active && 'bg-amber-50 shadow-[inset_3px_0_0_var(--color-amber-500)]',
                )}
                onClick={onActivate ? () => onActivate(row.id) : undefined}
                onFocus={onActivate ? () => onActivate(row.id) : undefined}
              >
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Select row ${n}`}
                    className="size-4 accent-emerald-600"
                    checked={row.selected}
                    disabled={disabled}
                    onChange={(e) => dispatch({ type: 'select', rowId: row.id, selected: e.target.checked })}
                  />
                </td>
                {judged ? (
                  <td className="px-2 py-1.5">
                    <LineMark
                      row={row}
                      n={n}
                      disabled={disabled}
                      onConfirmRepair={(confirmed) => dispatch({ type: 'confirmRepair', rowId: row.id, confirmed })}
                    />
                  </td>
                ) : null}
                {table.headers.map((header) => (
                  <td key={header} className="max-w-72 px-2 py-1.5">
                    {disabled ? (
                      <span className="block px-1 py-0.5">{row.values[header] ?? ''}</span>
                    ) : (
                      <EditableCell
                        label={`${header}, row ${n}`}
                        value={row.values[header] ?? ''}
                        onCommit={(value) => dispatch({ type: 'edit', rowId: row.id, header, value })}
                      >
                        {row.values[header] || <span className="text-gray-300">—</span>}
                      </EditableCell>
                    )}
                  </td>
                ))}
                <td className="px-2 py-1.5">
                  <select
                    aria-label={`Category of row ${n}`}
                    className={selectClass}
                    value={row.category}
                    disabled={disabled}
                    onChange={(e) =>
                      dispatch({ type: 'category', rowId: row.id, category: e.target.value as RowCategory })
                    }
                  >
                    {CATEGORY_OPTIONS.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </td>
                {/* The merge button stays where it was clicked: the undo of a merge comes in on the left. */}
                <td className="px-2 py-1.5 text-right whitespace-nowrap">
                  {row.mergedFrom ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      title="Undo the merge"
                      aria-label={`Undo the merge of row ${n}`}
                      disabled={disabled}
                      onClick={() => dispatch({ type: 'unmerge', rowId: row.id })}
                    >
                      <Undo2 className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    title="Duplicate row"
                    aria-label={`Duplicate row ${n}`}
                    disabled={disabled}
                    onClick={() => dispatch({ type: 'duplicate', rowId: row.id })}
                  >
                    <Copy className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    title="Merge with the next row"
                    aria-label={`Merge row ${n} with row ${n + 1}`}
                    disabled={disabled || n === table.rows.length}
                    onClick={() => dispatch({ type: 'merge', rowId: row.id })}
                  >
                    <Merge className="size-4" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
