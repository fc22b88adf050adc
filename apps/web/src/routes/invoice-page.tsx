import { useParams } from 'react-router';
import { InvoiceDetail } from '../features/invoices/invoice-detail';

/** /Invoices/{id}: the invoice view and import (spec 2.1). */
export function InvoicePage() {
  const { id } = useParams();
  const invoiceId = Number(id);
  return <InvoiceDetail invoiceId={Number.isInteger(invoiceId) && invoiceId > 0 ? invoiceId : null} />;
}
