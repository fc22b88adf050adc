import { type InvoiceRow, type InvoiceTotals, LIMITS, toNumber } from '@app/contracts';
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
import { refresh } from '../../lib/call';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDates } from '../orders/use-dates';
import { canImport, InvoiceStatusBadge } from './invoice-status';
import { useInvoices } from './invoices-api';
import { InvoiceUploadDialog, type ResumeTarget } from './upload-dialog';

const RESTAURANT_SEARCH_DEBOUNCE_MS = 300;

type Shown = 'pending' | 'all';

/** What was imported from the invoice; before that, the total printed on it as read. */
export function invoiceTotal(r: InvoiceRow, totals: InvoiceTotals): { amount: string | null; printed: boolean } {
  const sum = totals[r.id]?.sum ?? null;
  if (sum !== null || r.status === 'imported') return { amount: sum, printed: false };
  return { amount: r.parsed_total, printed: r.parsed_total !== null };
}

function TotalCell({ row, totals }: { row: InvoiceRow; totals: InvoiceTotals }) {
  const { amount, printed } = invoiceTotal(row, totals);
  if (amount === null) return <span className="text-gray-400">—</span>;
  return printed ? (
    <span title="The total printed on the invoice, before import">
      {formatMoney(amount)}
      <span className="block text-xs font-normal text-gray-500">as printed</span>
    </span>
  ) : (
    formatMoney(amount)
  );
}

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
    void refresh(qc, ['invoices']);
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
  const columns = useInvoiceColumns({ isAdmin, totals, dates, onView: view });
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
            initialSort={{ id: 'uploaded', desc: true }}
            empty={empty}
            cards={{
              title: (r) => supplierOf(r),
              subtitle: (r) =>
                [isAdmin ? r.businessName : null, `Uploaded ${dates.dateTime(r.created)}`].filter(Boolean).join(' · '),
              aside: (r) => <InvoiceStatusBadge invoice={r} />,
              fields: [
                { label: 'Invoice date', value: (r) => dates.date(r.invoice_date) || '—' },
                { label: 'Total', value: (r) => <TotalCell row={r} totals={totals} /> },
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
  dates: { date: (v: string | null) => string; dateTime: (v: string) => string };
  onView: (row: InvoiceRow) => void;
};

function useInvoiceColumns({ isAdmin, totals, dates, onView }: ColumnOptions): DataColumn<InvoiceRow>[] {
  return useMemo(() => {
    const stop = (e: MouseEvent, fn: () => void) => {
      e.stopPropagation();
      fn();
    };
    const columns: (DataColumn<InvoiceRow> | null)[] = [
      {
        id: 'uploaded',
        header: 'Uploaded',
        value: (r) => r.created,
        cell: (r) => <span className="whitespace-nowrap">{dates.dateTime(r.created)}</span>,
        sortable: true,
      },
      {
        id: 'date',
        header: 'Invoice date',
        value: (r) => r.invoice_date ?? '',
        cell: (r) => dates.date(r.invoice_date) || <span className="text-gray-400">—</span>,
        sortable: true,
      },
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
        value: (r) => {
          const amount = invoiceTotal(r, totals).amount;
          return amount === null ? null : toNumber(amount);
        },
        cell: (r) => <TotalCell row={r} totals={totals} />,
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
  }, [isAdmin, totals, dates, onView]);
}
