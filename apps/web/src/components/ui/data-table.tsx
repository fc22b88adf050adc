import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { cx } from '../../lib/cx';
import { Button, focusRing } from './button';
import { EditableCell } from './editable-cell';

export type CellValue = string | number | null | undefined;

export type DataColumn<T> = {
  id: string;
  header: string;
  /** The value used to sort, to show by default and to start editing from. */
  value: (row: T) => CellValue;
  /** Custom display; defaults to the value. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Editable in place (needs onCellEdit on the table). */
  editable?: boolean;
  className?: string;
};

export type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  data: readonly T[];
  columns: readonly DataColumn<T>[];
  pageSize?: number;
  getRowId?: (row: T, index: number) => string;
  rowActions?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  onCellEdit?: (row: T, columnId: string, value: string) => void;
  initialSort?: { id: string; desc: boolean };
  empty?: ReactNode;
};

const ACTIONS_ID = '__actions';

/** A generic table: sortable headers, Previous/Next paging, row actions, cells edited by double-click or long press. */
export function DataTable<T>({
  label,
  data,
  columns,
  pageSize = 10,
  getRowId,
  rowActions,
  onRowClick,
  onCellEdit,
  initialSort,
  empty,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  const columnDefs = useMemo<ColumnDef<T, CellValue>[]>(() => {
    const defs: ColumnDef<T, CellValue>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: (row: T) => c.value(row),
      enableSorting: c.sortable ?? false,
      sortUndefined: 'last',
      cell: ({ row }) => {
        const content = c.cell ? c.cell(row.original) : (c.value(row.original) ?? '');
        if (!c.editable || !onCellEdit) return content;
        return (
          <EditableCell
            label={c.header}
            value={String(c.value(row.original) ?? '')}
            onCommit={(v) => onCellEdit(row.original, c.id, v)}
          >
            {content}
          </EditableCell>
        );
      },
    }));
    if (rowActions) {
      defs.push({
        id: ACTIONS_ID,
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => rowActions(row.original),
      });
    }
    return defs;
  }, [columns, rowActions, onCellEdit]);

  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    state: { sorting, pagination: { ...pagination, pageSize } },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  const pageCount = Math.max(1, table.getPageCount());
  const pageIndex = Math.min(table.getState().pagination.pageIndex, pageCount - 1);
  // When rows go away (filtering, deleting), stay on the last page that still has rows.
  useEffect(() => {
    if (pagination.pageIndex > pageCount - 1) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));
  }, [pagination.pageIndex, pageCount]);
  const classOf = (id: string) => columns.find((c) => c.id === id)?.className;

  if (data.length === 0 && empty) return <>{empty}</>;

  return (
    <div className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="overflow-x-auto">
        <table aria-label={label} className="min-w-full divide-y divide-gray-200 text-left text-sm">
          <thead className="bg-gray-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cx(
                        'whitespace-nowrap px-4 py-3 text-xs font-semibold uppercase tracking-wide text-gray-600',
                        header.column.id === ACTIONS_ID && 'text-right',
                        classOf(header.column.id),
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cx(
                            '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-gray-900',
                            focusRing,
                          )}
                        >
                          {title}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-gray-400" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={cx('align-middle', onRowClick && 'cursor-pointer hover:bg-gray-50')}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cx(
                      'px-4 py-3 text-gray-800',
                      cell.column.id === ACTIONS_ID && 'text-right whitespace-nowrap',
                      classOf(cell.column.id),
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <nav
          aria-label={`${label} pages`}
          className="flex items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 text-sm text-gray-600"
        >
          <span>
            Page {pageIndex + 1} of {pageCount}
          </span>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              Previous
            </Button>
            <Button variant="secondary" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
