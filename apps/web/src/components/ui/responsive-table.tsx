import type { ReactNode } from 'react';
import { type CardField, CardList } from './card-list';
import { DataTable, type DataTableProps } from './data-table';

export type CardView<T> = {
  title: (row: T) => ReactNode;
  subtitle?: (row: T) => ReactNode;
  aside?: (row: T) => ReactNode;
  fields?: readonly CardField<T>[];
  actions?: (row: T) => ReactNode;
  /** Cards shown before "Show more" (default: the table's page size). */
  pageSize?: number;
};

type ResponsiveTableProps<T> = DataTableProps<T> & { cards: CardView<T> };

/** A DataTable from 640 px up; below, the same rows as cards. The empty state is shown once. */
export function ResponsiveTable<T>({ cards, ...table }: ResponsiveTableProps<T>) {
  if (table.data.length === 0 && table.empty) return <>{table.empty}</>;
  return (
    <>
      <div className="hidden sm:block">
        <DataTable {...table} />
      </div>
      <CardList
        className="sm:hidden"
        label={table.label}
        rows={table.data}
        getKey={(row, i) => (table.getRowId ? table.getRowId(row, i) : String(i))}
        pageSize={table.pageSize}
        {...cards}
      />
    </>
  );
}
