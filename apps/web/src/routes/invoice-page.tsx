import { ReceiptText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';

export function InvoicePage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? `Invoice ${id}` : 'Invoice'} />
      <EmptyState
        icon={ReceiptText}
        title="No invoice to show"
        action={
          <Link to="/Invoices" className={buttonClasses('secondary')}>
            Back to invoices
          </Link>
        }
      />
    </>
  );
}
