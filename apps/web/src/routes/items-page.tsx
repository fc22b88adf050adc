import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { Catalogue } from '../features/supplier-items/catalogue';
import { useSession } from '../lib/session';

/** /Items (supplier): the catalogue restaurants order from. */
export function ItemsPage() {
  const { data: session } = useSession();
  const supplier = session?.Supplier;
  return (
    <>
      <PageHeader title="Items" description="What you sell, at the prices restaurants see." />
      {supplier ? <Catalogue supplierId={supplier.id} supplierName={supplier.name} /> : <PageSpinner />}
    </>
  );
}
