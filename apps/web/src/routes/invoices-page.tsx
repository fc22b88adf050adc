import { ReceiptText } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';

export function InvoicesPage() {
  return (
    <>
      <PageHeader title="Invoices" />
      <EmptyState
        icon={ReceiptText}
        title="No Scanned Invoices"
        description="Invoices you upload appear here once they are scanned."
      />
    </>
  );
}
