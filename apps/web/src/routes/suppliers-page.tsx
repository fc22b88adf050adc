import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { ContactDialog } from '../features/suppliers/contact-dialog';
import { SupplierDialog } from '../features/suppliers/supplier-dialog';
import { type ConnectedSupplier, useConnectedSuppliers } from '../features/suppliers/suppliers-api';
import { SuppliersTable } from '../features/suppliers/suppliers-table';
import { errorMessage } from '../lib/api';

type Editor = { open: false } | { open: true; supplier: ConnectedSupplier | null };

/** /Suppliers (restaurant, spec 2.7): the supplier list with add, edit and add-contact dialogs. */
export function SuppliersPage() {
  const suppliers = useConnectedSuppliers();
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [contactFor, setContactFor] = useState<ConnectedSupplier | null>(null);
  const existingIds = useMemo(() => new Set((suppliers.data ?? []).map((s) => s.supplier_id)), [suppliers.data]);
  const closeEditor = useCallback(() => setEditor({ open: false }), []);
  const closeContact = useCallback(() => setContactFor(null), []);

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Your account numbers, contacts and terms with each supplier."
        actions={
          <Button onClick={() => setEditor({ open: true, supplier: null })}>
            <Plus className="-ml-1 size-4" aria-hidden="true" />
            Add a supplier
          </Button>
        }
      />
      {suppliers.isPending ? (
        <PageSpinner label="Loading suppliers" />
      ) : suppliers.isError ? (
        <Alert tone="error" title="Your suppliers could not be loaded">
          {errorMessage(suppliers.error)}
        </Alert>
      ) : (
        <SuppliersTable
          suppliers={suppliers.data}
          onAddContact={setContactFor}
          onEdit={(s) => setEditor({ open: true, supplier: s })}
        />
      )}
      <SupplierDialog
        open={editor.open}
        onClose={closeEditor}
        supplier={editor.open ? editor.supplier : null}
        existingIds={existingIds}
      />
      <ContactDialog supplier={contactFor} onClose={closeContact} />
    </>
  );
}
