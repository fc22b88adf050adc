import type { ItemNote } from '@app/contracts';
import { NotebookPen } from 'lucide-react';
import { useMemo } from 'react';
import { Alert } from '../components/ui/alert';
import { type DataColumn, DataTable } from '../components/ui/data-table';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { useItemNotes } from '../features/search/api';
import { AuditNoteCards, noteAuthor } from '../features/search/components/audit-note-cards';
import { formatDate } from '../lib/format';
import { effectiveTimezone, useSettingsStore } from '../lib/settings-store';

/** /ItemAudit: the restaurant's item audit notes, newest first. */
export function ItemAuditPage() {
  const notes = useItemNotes();
  const dateFormat = useSettingsStore((s) => s.dateFormat);
  const timezone = useSettingsStore((s) => effectiveTimezone(s));
  const columns = useMemo<DataColumn<ItemNote>[]>(
    () => [
      {
        id: 'created',
        header: 'Date',
        value: (n) => n.created,
        cell: (n) => (
          <span className="whitespace-nowrap tabular-nums">{formatDate(n.created, dateFormat, timezone)}</span>
        ),
        sortable: true,
      },
      { id: 'name', header: 'Item', value: (n) => n.name, sortable: true, className: 'min-w-48' },
      {
        id: 'item_code',
        header: 'Code',
        value: (n) => n.item_code,
        cell: (n) => <span className="font-mono text-xs whitespace-nowrap">{n.item_code}</span>,
      },
      { id: 'supplier', header: 'Supplier', value: (n) => n.supplier, sortable: true },
      {
        id: 'note',
        header: 'Note',
        value: (n) => n.note,
        cell: (n) => <span className="block max-w-md whitespace-pre-line">{n.note}</span>,
        className: 'min-w-64',
      },
      { id: 'author', header: 'By', value: noteAuthor, sortable: true, className: 'whitespace-nowrap' },
    ],
    [dateFormat, timezone],
  );
  return (
    <>
      <PageHeader
        title="Item audit"
        description="Notes your team added to items: quality, prices, what to buy where."
      />
      {notes.isPending ? (
        <PageSpinner />
      ) : notes.isError ? (
        <Alert tone="error" title="The notes could not be loaded">
          Check your connection and try again.
        </Alert>
      ) : notes.data.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title="No audit notes"
          description="Open an item in search and choose Add note. Notes appear here for your whole team."
        />
      ) : (
        <>
          <div className="sm:hidden">
            <AuditNoteCards notes={notes.data} date={(v) => formatDate(v, dateFormat, timezone)} />
          </div>
          <div className="hidden sm:block">
            <DataTable
              label="Item audit notes"
              data={notes.data}
              columns={columns}
              pageSize={20}
              getRowId={(n) => String(n.id)}
              initialSort={{ id: 'created', desc: true }}
            />
          </div>
        </>
      )}
    </>
  );
}
