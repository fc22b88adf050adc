import { formatQuantity, type ImportedItem, toNumber } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, ReceiptText, Upload } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { refresh } from '../../lib/call';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDates } from '../orders/use-dates';
import { InvoiceOrderCheck } from '../receiving/invoice-order-check';
import { canImport, InvoiceStatusBadge } from './invoice-status';
import { useFileLink, useInvoiceItems } from './invoices-api';
import { InvoiceUploadDialog } from './upload-dialog';

const COLUMNS: DataColumn<ImportedItem>[] = [
  { id: 'name', header: 'Item', value: (i) => i.name, sortable: true, className: 'max-w-80' },
  { id: 'code', header: 'Item code', value: (i) => i.item_code || '' },
  { id: 'quantity', header: 'Quantity', value: (i) => formatQuantity(i.quantity), className: 'tabular-nums' },
  { id: 'unit', header: 'Unit', value: (i) => i.unit ?? '' },
  {
    id: 'price',
    header: 'Price',
    value: (i) => toNumber(i.price ?? 0),
    cell: (i) => formatMoney(i.price),
    sortable: true,
    className: 'text-right tabular-nums',
  },
  { id: 'category', header: 'Category', value: (i) => i.category ?? '' },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 max-w-full">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-0.5 truncate text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** /Invoices/{id}: what the invoice is, its state, the items imported from it, and its import while pending. */
export function InvoiceDetail({ invoiceId }: { invoiceId: number | null }) {
  const session = useSession();
  const isAdmin = session.data?.User.usertype === 'admin';
  const dates = useDates();
  const qc = useQueryClient();
  const answer = useInvoiceItems(invoiceId);
  const invoice = answer.data?.invoice;
  const file = useFileLink(invoice?.full_key ?? null);
  const [importing, setImporting] = useState(false);
  const close = useCallback(() => {
    setImporting(false);
    void refresh(qc, ['invoices']);
  }, [qc]);

  const back = (
    <Link to="/Invoices" className={buttonClasses('secondary')}>
      <ArrowLeft className="-ml-1 size-4" aria-hidden="true" />
      Back to invoices
    </Link>
  );
  if (answer.isPending && invoiceId !== null) return <PageSpinner label="Loading the invoice" />;
  if (!invoice) {
    const missing = invoiceId === null || (answer.error instanceof ApiError && answer.error.status === 404);
    return (
      <>
        <PageHeader title="Invoice" />
        {missing ? (
          <EmptyState icon={ReceiptText} title="No invoice to show" action={back} />
        ) : (
          <Alert tone="error" title="The invoice could not be loaded">
            {errorMessage(answer.error)}
          </Alert>
        )}
      </>
    );
  }

  const items = answer.data?.items ?? [];
  const total = answer.data?.total ?? null;
  const reading = invoice.parse_status === 'queued' || invoice.parse_status === 'parsing';
  const title = invoice.invoice_number ? `Invoice ${invoice.invoice_number}` : invoice.file_name;
  return (
    <>
      <PageHeader
        title={title}
        description={invoice.supplierName ?? undefined}
        actions={
          <>
            {back}
            {canImport(invoice) ? (
              <Button onClick={() => setImporting(true)}>
                <Upload className="-ml-1 size-4" aria-hidden="true" />
                Review and import
              </Button>
            ) : null}
          </>
        }
      />
      <div className="space-y-6">
        <dl className="flex flex-wrap gap-x-10 gap-y-4 rounded-xl border border-gray-200 bg-white p-4">
          {isAdmin ? <Fact label="Restaurant">{invoice.businessName}</Fact> : null}
          <Fact label="Supplier">{invoice.supplierName ?? '—'}</Fact>
          <Fact label="Invoice date">{dates.date(invoice.invoice_date) || '—'}</Fact>
          <Fact label="Uploaded">{dates.dateTime(invoice.created_at)}</Fact>
          <Fact label="Status">
            <InvoiceStatusBadge invoice={invoice} />
          </Fact>
          <Fact label="File">
            {file.data ? (
              <a
                href={file.data}
                target="_blank"
                rel="noreferrer"
                className="inline-flex max-w-full items-center gap-1 text-emerald-700 underline-offset-2 hover:underline"
              >
                <span className="truncate">{invoice.file_name}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              invoice.file_name
            )}
          </Fact>
        </dl>
        {invoice.parse_status === 'failed' ? (
          <Alert tone="error" title="This file could not be read">
            {invoice.parse_error || 'We could not read this document.'}
          </Alert>
        ) : reading ? (
          <div className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-700">
            <Spinner size="sm" label="Reading" />
            The invoice is being read. Its lines will be ready to review in a moment.
          </div>
        ) : null}
        <InvoiceOrderCheck invoiceId={invoice.id} imported={invoice.status === 'imported'} />
        <section aria-labelledby="invoice-items-title" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="invoice-items-title" className="text-base font-semibold text-gray-900">
              Imported items
            </h2>
            {items.length > 0 ? (
              <p className="text-sm text-gray-700">
                {items.length} {items.length === 1 ? 'item' : 'items'} · Total{' '}
                <span className="font-semibold text-gray-900 tabular-nums">{formatMoney(total)}</span>
              </p>
            ) : null}
          </div>
          <DataTable
            label="Imported items"
            data={items}
            columns={COLUMNS}
            pageSize={50}
            getRowId={(i) => String(i.id)}
            empty={
              <EmptyState
                icon={ReceiptText}
                title="Nothing imported yet"
                description={
                  canImport(invoice)
                    ? 'Review the lines read from this invoice and import them.'
                    : 'No items were imported from this file.'
                }
              />
            }
          />
        </section>
      </div>
      <InvoiceUploadDialog
        open={importing}
        onClose={close}
        isAdmin={isAdmin}
        resume={{
          invoiceId: invoice.id,
          fullKey: invoice.full_key,
          businessId: isAdmin ? invoice.business_id : null,
          businessName: invoice.businessName,
          fileName: invoice.file_name,
        }}
      />
    </>
  );
}
