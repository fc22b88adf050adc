import { LIMITS } from '@app/contracts';
import { Pencil, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import { ContactDetails, ContactHoverCard } from '../suppliers/contact-card';
import type { ContactEntry } from '../suppliers/contacts';
import { formatCutoff, formatDeliveryDays } from '../suppliers/delivery-days';
import { addressLines } from '../suppliers/supplier-address';
import type { Customer } from './customers-api';

type CustomersTableProps = { customers: readonly Customer[]; onEdit: (c: Customer) => void };

const PAGE_SIZE = LIMITS.pageSizeSuppliers;
const LABEL = 'text-xs font-medium uppercase tracking-wide text-gray-500';
const empty = (
  <EmptyState
    icon={UsersRound}
    title="No customers"
    description="Restaurants that add you as a supplier appear here with their account details."
  />
);

function contactsOf(c: Customer): ContactEntry[] {
  if (!c.contact_name && !c.contact_email && !c.contact_phone) return [];
  return [
    {
      key: 'contact',
      name: c.contact_name,
      role: '',
      phone: c.contact_phone || c.phone,
      email: c.contact_email,
      forOrders: false,
    },
  ];
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <span className="text-gray-400">—</span>;
  return (
    <>
      {lines.map((l, i) => (
        <span key={l} className={cx('block', i > 0 && 'text-gray-500')}>
          {l}
        </span>
      ))}
    </>
  );
}

const termsLines = (c: Customer) =>
  [c.credit_terms ?? '', formatMoney(c.minimum_order) ? `Minimum ${formatMoney(c.minimum_order)}` : ''].filter(Boolean);
const deliveryLines = (c: Customer) =>
  [
    formatDeliveryDays(c.delivery_days),
    c.order_cutoff !== null ? `Order by ${formatCutoff(c.order_cutoff)}` : '',
  ].filter(Boolean);

function NameCell({ c, withAddress = false }: { c: Customer; withAddress?: boolean }) {
  return (
    <>
      <span className="block font-medium text-gray-900">{c.name}</span>
      {withAddress
        ? addressLines(c).map((l) => (
            <span key={l} className="block text-gray-600">
              {l}
            </span>
          ))
        : null}
      {c.customer_notes ? (
        <span className="mt-0.5 line-clamp-2 block text-xs text-gray-500 italic" title={c.customer_notes}>
          {c.customer_notes}
        </span>
      ) : null}
    </>
  );
}

/** The restaurants connected to the supplier: a table paged at 10, or cards under 640 px. */
export function CustomersTable({ customers, onEdit }: CustomersTableProps) {
  if (customers.length === 0) return empty;
  const editButton = (c: Customer) => (
    <Button
      variant="ghost"
      size="sm"
      className="px-2"
      onClick={() => onEdit(c)}
      aria-label={`Edit ${c.name}`}
      title="Edit"
    >
      <Pencil className="size-4" aria-hidden="true" />
    </Button>
  );
  const columns: DataColumn<Customer>[] = [
    {
      id: 'name',
      header: 'Name',
      value: (c) => c.name,
      cell: (c) => <NameCell c={c} withAddress />,
      sortable: true,
      className: 'min-w-52',
    },
    {
      id: 'contact',
      header: 'Contact',
      value: (c) => c.contact_name,
      cell: (c) => <ContactHoverCard supplierName={c.name} contacts={contactsOf(c)} />,
      className: 'max-w-40',
    },
    { id: 'account', header: 'Account number', value: (c) => c.account_id, sortable: true },
    {
      id: 'terms',
      header: 'Terms',
      value: (c) => termsLines(c).join(' '),
      cell: (c) => <Lines lines={termsLines(c)} />,
    },
    {
      id: 'delivery',
      header: 'Delivery',
      value: (c) => c.delivery_days,
      cell: (c) => <Lines lines={deliveryLines(c)} />,
      className: 'min-w-36',
    },
    {
      id: 'orders',
      header: 'Orders',
      value: (c) => c.order_count,
      sortable: true,
      className: 'text-right tabular-nums',
    },
    { id: 'edit', header: 'Edit', value: () => null, cell: editButton, className: 'w-12 text-right' },
  ];
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          label="Customers"
          data={customers}
          columns={columns}
          pageSize={PAGE_SIZE}
          getRowId={(c) => String(c.id)}
          empty={empty}
        />
      </div>
      <CustomerCards customers={customers} editButton={editButton} />
    </>
  );
}

function CustomerCards({
  customers,
  editButton,
}: {
  customers: readonly Customer[];
  editButton: (c: Customer) => ReactNode;
}) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(customers.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  return (
    <div className="sm:hidden">
      <ul aria-label="Customers" className="space-y-3">
        {customers.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE).map((c) => {
          const contact = contactsOf(c)[0];
          return (
            <li key={c.id} className="rounded-xl border border-gray-200 bg-white shadow-xs">
              <div className="flex items-start gap-2 px-4 pt-3">
                <div className="min-w-0 flex-1 text-sm">
                  <NameCell c={c} />
                  <p className="mt-0.5 text-gray-600">
                    <Lines lines={addressLines(c)} />
                  </p>
                </div>
                {editButton(c)}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 px-4 py-3 text-sm">
                <div>
                  <dt className={LABEL}>Account number</dt>
                  <dd className="break-words text-gray-900">{c.account_id || '—'}</dd>
                </div>
                <div>
                  <dt className={LABEL}>Orders</dt>
                  <dd className="text-gray-900 tabular-nums">{c.order_count}</dd>
                </div>
                <div>
                  <dt className={LABEL}>Credit terms</dt>
                  <dd className="text-gray-900">{c.credit_terms || '—'}</dd>
                </div>
                <div>
                  <dt className={LABEL}>Minimum order</dt>
                  <dd className="text-gray-900">{formatMoney(c.minimum_order) || '—'}</dd>
                </div>
                <div className="col-span-2">
                  <dt className={LABEL}>Delivery days</dt>
                  <dd className="text-gray-900">{deliveryLines(c).join(' · ') || '—'}</dd>
                </div>
              </dl>
              {contact ? (
                <div className="border-t border-gray-100 px-4 py-3 text-sm">
                  <ContactDetails contact={contact} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager label="Customer pages" page={current} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
