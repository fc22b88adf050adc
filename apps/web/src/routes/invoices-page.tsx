import { InvoicesScreen } from '../features/invoices/invoices-screen';

/** /Invoices (restaurant, admin; spec 2.8). */
export function InvoicesPage() {
  return <InvoicesScreen />;
}
