import { useCallback, useState } from 'react';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { CustomerDialog } from '../features/customers/customer-dialog';
import { type Customer, useCustomers } from '../features/customers/customers-api';
import { CustomersTable } from '../features/customers/customers-table';
import { errorMessage } from '../lib/api';
import { useSession } from '../lib/session';

/** /MyCustomers (supplier): the restaurants connected to it, with what the supplier keeps about each. */
export function MyCustomersPage() {
  const { data: session } = useSession();
  const customers = useCustomers();
  const [editing, setEditing] = useState<Customer | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const supplierId = session?.Supplier?.id;

  return (
    <>
      <PageHeader title="Customers" description="Restaurants that order from you, with their account details." />
      {customers.isPending ? (
        <PageSpinner label="Loading customers" />
      ) : customers.isError ? (
        <Alert tone="error" title="Your customers could not be loaded">
          {errorMessage(customers.error)}
        </Alert>
      ) : (
        <CustomersTable customers={customers.data} onEdit={setEditing} />
      )}
      {supplierId ? <CustomerDialog customer={editing} supplierId={supplierId} onClose={close} /> : null}
    </>
  );
}
