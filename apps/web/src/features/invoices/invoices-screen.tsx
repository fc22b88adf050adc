import { LIMITS } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ReceiptText, Search, Upload } from 'lucide-react';
import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { PageSpinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDates } from '../orders/use-dates';
import { canImport, InvoiceStatusBadge } from './invoice-status';
import { invoiceKeys, useInvoices } from './invoices-api';
import type { InvoiceRow, InvoiceTotals } from './types';
import { InvoiceUploadDialog, type ResumeTarget } from './upload-dialog';

const RESTAURANT_SEARCH_DEBOUNCE_MS = 300;

type Shown = 'pending' | 'all';

const dateOf = (r: InvoiceRow) => r.invoice_date ?? r.created.slice(0, 10);

function supplierOf(r: InvoiceRow): string {
  if (r.supplierName) return r.supplierName;
  if (r.parse_status === 'queued' || r.parse_status === 'parsing') return 'Reading…';
  return r.status === 'pending' && r.parse_status === 'parsed' ? 'Supplier to confirm' : 'Unknown supplier';
}

/** /Invoices (spec 2.8): a restaurant's invoices, or every restaurant's pending invoices for an admin. */
export function InvoicesScreen() {
  const session = useSession();
  const isAdmin = session.data?.User.usertype === 'admin';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const dates = useDates();
  const [nameInput, setNameInput] = useState('');
  const searchName = useDebouncedValue(isAdmin ? nameInput.trim() : '', RESTAURANT_SEARCH_DEBOUNCE_MS);
  const [shown, setShown] = useState<Shown>('pending');
  const invoices = useInvoices(searchName);
  const [dialog, setDialog] = useState<{ open: boolean; resume: ResumeTarget | null }>({ open: false, resume: null });

  const close = useCallback(() => {
    setDialog({ open: false, resume: null });
    void qc.invalidateQueries({ queryKey: invoiceKeys.root });
  }, [qc]);
  const openNew = () => setDialog({ open: true, resume: null });
  const view = useCallback(
    (r: InvoiceRow) =>
      setDialog({
        open: true,
        resume: {
          invoiceId: r.id,
          fullKey: r.full_key,
          businessId: isAdmin ? r.business_id : null,
          businessName: r.businessName,
          fileName: r.fileName,
        },
      }),
    [isAdmin],
  );

  const all = invoices.data?.invoices ?? [];
  const rows = isAdmin && shown === 'pending' ? all.filter((r) => r.status === 'pending') : all;
  const totals: InvoiceTotals = invoices.data?.invoiceTotals ?? {};
  const columns = useInvoiceColumns({ isAdmin, totals, date: dates.date, onView: view });
  const title = isAdmin ? 'Pending invoices' : 'Invoices';

  const empty = (
    <EmptyState
      icon={ReceiptText}
      title={searchName ? 'No invoices for this restaurant name' : 'No Scanned Invoices'}
      description={
        isAdmin
          ? 'Invoices restaurants upload appear here.'
          : 'Upload a supplier invoice to import its items and prices.'
      }
      action={
        isAdmin ? null : (
          <Button onClick={openNew}>
            <Upload className="-ml-1 size-4" aria-hidden="true" />
            Import an invoice
          </Button>
        )
      }
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        description={
          isAdmin
            ? 'Invoices and documents of every restaurant. Open a pending one to review and import it.'
            : 'Supplier invoices you uploaded, with what was imported from them.'
        }
        actions={
          <Button onClick={openNew}>
            <Upload className="-ml-1 size-4" aria-hidden="true" />
            Import an invoice
          </Button>
        }
      />
      {isAdmin ? (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <div className="relative w-full max-w-sm">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-gray-400" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search by restaurant name"
              placeholder="Search by restaurant name"
              className="pl-9"
              value={nameInput}
              onChange={(e) => setNameInput(e.target.value)}
            />
          </div>
          <SegmentedControl<Shown>
            label="Show"
            value={shown}
            onChange={setShown}
            options={[
              { value: 'pending', label: 'Pending' },
              { value: 'all', label: 'All invoices' },
            ]}
          />
        </div>
      ) : null}
      {invoices.isError ? (
        <Alert tone="error" title="The invoices could not be loaded">
          {errorMessage(invoices.error)}
        </Alert>
      ) : invoices.isPending ? (
        <PageSpinner label="Loading invoices" />
      ) : (
        <div aria-busy={invoices.isFetching || undefined}>
          <ResponsiveTable
            label="Invoices"
            data={rows}
            columns={columns}
            pageSize={LIMITS.pageSizeInvoices}
            getRowId={(r) => String(r.id)}
            onRowClick={(r) => navigate(`/Invoices/${r.id}`)}
            initialSort={{ id: 'date', desc: true }}
            empty={empty}
            cards={{
              title: (r) => supplierOf(r),
              subtitle: (r) => [isAdmin ? r.businessName : null, dates.date(dateOf(r))].filter(Boolean).join(' · '),
              aside: (r) => <InvoiceStatusBadge invoice={r} />,
              fields: [
                { label: 'Total', value: (r) => formatMoney(totals[r.id]?.sum) || '—' },
                { label: 'File', value: (r) => r.fileName },
              ],
              actions: (r) => (
                <div className="flex gap-2">
                  {canImport(r) ? (
                    <Button size="sm" onClick={() => view(r)}>
                      View import
                    </Button>
                  ) : null}
                  <Button size="sm" variant="secondary" onClick={() => navigate(`/Invoices/${r.id}`)}>
                    Open
                  </Button>
                </div>
              ),
            }}
          />
        </div>
      )}
      <InvoiceUploadDialog
        open={dialog.open}
        onClose={close}
        isAdmin={isAdmin}
        email={session.data?.User.email}
        resume={dialog.resume}
      />
    </>
  );
}

type ColumnOptions = {
  isAdmin: boolean;
  totals: InvoiceTotals;
  date: (v: string) => string;
  onView: (row: InvoiceRow) => void;
};

function useInvoiceColumns({ isAdmin, totals, date, onView }: ColumnOptions): DataColumn<InvoiceRow>[] {
  return useMemo(() => {
    const stop = (e: MouseEvent, fn: () => void) => {
      e.stopPropagation();
      fn();
    };
    const columns: (DataColumn<InvoiceRow> | null)[] = [
      { id: 'date', header: 'Invoice date', value: dateOf, cell: (r) => date(dateOf(r)), sortable: true },
      isAdmin
        ? {
            id: 'restaurant',
            header: 'Restaurant',
            value: (r) => r.businessName,
            sortable: true,
            className: 'max-w-56',
          }
        : null,
      {
        id: 'supplier',
        header: 'Supplier',
        value: supplierOf,
        cell: (r) => (
          <>
            <span className="block truncate font-medium text-gray-900">{supplierOf(r)}</span>
            <span className="block truncate text-xs text-gray-500">
              {r.kind === 'document' ? 'Document · ' : ''}
              {r.invoice_number || r.fileName}
            </span>
          </>
        ),
        sortable: true,
        className: 'max-w-72',
      },
      {
        id: 'total',
        header: 'Total',
        value: (r) => Number(totals[r.id]?.sum ?? Number.NaN) || null,
        cell: (r) => formatMoney(totals[r.id]?.sum) || <span className="text-gray-400">—</span>,
        className: 'text-right tabular-nums whitespace-nowrap',
      },
      {
        id: 'status',
        header: 'Status',
        value: (r) => r.status,
        cell: (r) => (
          <>
            <InvoiceStatusBadge invoice={r} />
            {r.parse_status === 'failed' && r.parse_error ? (
              <span className="mt-1 block max-w-64 text-xs text-gray-600">{r.parse_error}</span>
            ) : null}
          </>
        ),
      },
      {
        id: 'view',
        header: 'View import',
        value: () => null,
        cell: (r) =>
          canImport(r) ? (
            <Button size="sm" variant="secondary" onClick={(e) => stop(e, () => onView(r))}>
              View
            </Button>
          ) : null,
        className: 'text-right',
      },
    ];
    return columns.filter((c): c is DataColumn<InvoiceRow> => c !== null);
  }, [isAdmin, totals, date, onView]);
}
