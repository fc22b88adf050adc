import { LIMITS } from '@app/contracts';
import { Pencil, Truck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, focusRing } from '../../components/ui/button';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import { ContactDetails, ContactHoverCard } from './contact-card';
import { contactsOf } from './contacts';
import { addressLines } from './supplier-address';
import type { ConnectedSupplier } from './suppliers-api';

type SuppliersTableProps = {
  suppliers: readonly ConnectedSupplier[];
  onAddContact: (s: ConnectedSupplier) => void;
  onEdit: (s: ConnectedSupplier) => void;
};

const PAGE_SIZE = LIMITS.pageSizeSuppliers;
const LABEL = 'text-xs font-medium uppercase tracking-wide text-gray-500';
const empty = <EmptyState icon={Truck} title="No suppliers" description="Add the suppliers you order from." />;

function productsLink(s: ConnectedSupplier) {
  return (
    <Link
      to={`/Products/${s.supplier_id}`}
      className={cx('font-medium text-emerald-800 underline-offset-4 hover:underline', focusRing)}
    >
      {s.name}
    </Link>
  );
}

function Lines({ lines, empty: none = '—' }: { lines: string[]; empty?: string }) {
  if (lines.length === 0) return <span className="text-gray-400">{none}</span>;
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

function termsLines(s: ConnectedSupplier): string[] {
  const min = formatMoney(s.minimum_order);
  return [s.credit_terms ?? '', min ? `Minimum ${min}` : ''].filter(Boolean);
}

/** The restaurant's suppliers: a table paged at 10, or cards under 640 px. */
export function SuppliersTable({ suppliers, onAddContact, onEdit }: SuppliersTableProps) {
  if (suppliers.length === 0) return empty;
  const addButton = (s: ConnectedSupplier) => (
    <Button
      variant="ghost"
      size="sm"
      className="px-2"
      onClick={() => onAddContact(s)}
      aria-label={`Add contact for ${s.name}`}
      title="Add contact"
    >
      <UserPlus className="size-4" aria-hidden="true" />
    </Button>
  );
  const editButton = (s: ConnectedSupplier) => (
    <Button
      variant="ghost"
      size="sm"
      className="px-2"
      onClick={() => onEdit(s)}
      aria-label={`Edit ${s.name}`}
      title="Edit"
    >
      <Pencil className="size-4" aria-hidden="true" />
    </Button>
  );
  const columns: DataColumn<ConnectedSupplier>[] = [
    { id: 'add', header: 'Add', value: () => null, cell: addButton, className: 'w-12' },
    { id: 'name', header: 'Name', value: (s) => s.name, cell: productsLink, sortable: true, className: 'min-w-40' },
    {
      id: 'account',
      header: 'Account number',
      value: (s) => s.account_id,
      sortable: true,
      className: 'whitespace-nowrap',
    },
    {
      id: 'address',
      header: 'Address',
      value: (s) => addressLines(s).join(', '),
      cell: (s) => <Lines lines={addressLines(s)} />,
      className: 'min-w-48',
    },
    {
      id: 'contact',
      header: 'Contact',
      value: (s) => s.contact_name,
      cell: (s) => <ContactHoverCard supplierName={s.name} contacts={contactsOf(s)} />,
      className: 'max-w-48',
    },
    {
      id: 'terms',
      header: 'Credit terms / Minimum order',
      value: (s) => termsLines(s).join(' '),
      cell: (s) => <Lines lines={termsLines(s)} />,
      // The long heading wraps, so that the Edit column fits beside it at laptop widths.
      className: 'min-w-36 whitespace-normal!',
    },
    { id: 'edit', header: 'Edit', value: () => null, cell: editButton, className: 'w-12 text-right' },
  ];
  return (
    <>
      <div className="hidden sm:block">
        <DataTable
          label="Suppliers"
          data={suppliers}
          columns={columns}
          pageSize={PAGE_SIZE}
          getRowId={(s) => String(s.supplier_id)}
          empty={empty}
        />
      </div>
      <SupplierCards suppliers={suppliers} addButton={addButton} editButton={editButton} />
    </>
  );
}

type CardsProps = {
  suppliers: readonly ConnectedSupplier[];
  addButton: (s: ConnectedSupplier) => React.ReactNode;
  editButton: (s: ConnectedSupplier) => React.ReactNode;
};

function SupplierCards({ suppliers, addButton, editButton }: CardsProps) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(suppliers.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const rows = suppliers.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <div className="sm:hidden">
      <ul aria-label="Suppliers" className="space-y-3">
        {rows.map((s) => {
          const contacts = contactsOf(s);
          return (
            <li key={s.supplier_id} className="rounded-xl border border-gray-200 bg-white shadow-xs">
              <div className="flex items-start gap-2 px-4 pt-3">
                <div className="min-w-0 flex-1">
                  {productsLink(s)}
                  <p className="text-sm text-gray-600">
                    <Lines lines={addressLines(s)} empty="No address" />
                  </p>
                </div>
                <div className="flex shrink-0">
                  {addButton(s)}
                  {editButton(s)}
                </div>
              </div>
              <dl className="grid grid-cols-3 gap-x-3 gap-y-2 px-4 py-3 text-sm">
                <div>
                  <dt className={LABEL}>Account number</dt>
                  <dd className="break-words text-gray-900">{s.account_id || '—'}</dd>
                </div>
                <div>
                  <dt className={LABEL}>Credit terms</dt>
                  <dd className="text-gray-900">{s.credit_terms || '—'}</dd>
                </div>
                <div>
                  <dt className={LABEL}>Minimum order</dt>
                  <dd className="text-gray-900">{formatMoney(s.minimum_order) || '—'}</dd>
                </div>
              </dl>
              {contacts.length > 0 ? (
                <details className="border-t border-gray-100 px-4 py-2 text-sm">
                  <summary className={cx('cursor-pointer rounded py-1 font-medium text-gray-800', focusRing)}>
                    Contacts: {contacts[0].name || contacts[0].email}
                    {contacts.length > 1 ? ` +${contacts.length - 1}` : ''}
                  </summary>
                  <ul className="space-y-4 py-2">
                    {contacts.map((c) => (
                      <li key={c.key}>
                        <ContactDetails contact={c} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager label="Supplier pages" page={current} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
