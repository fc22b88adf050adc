import { compare } from '@app/contracts';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { SearchView } from '../features/search/components/search-view';
import { actingFor, useSearchScope } from '../features/search/scope';
import { parseId } from '../features/search/search-rules';
import { type ConnectedSupplier, useConnectedSuppliers } from '../features/suppliers/suppliers-api';
import { formatMoney } from '../lib/format';

function cutoffLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Account number, minimum order, credit terms, delivery days and order cutoff of the connection. */
function SupplierFacts({ supplier }: { supplier: ConnectedSupplier }) {
  const facts: Array<[string, string]> = [];
  if (supplier.account_id) facts.push(['Account', supplier.account_id]);
  if (supplier.minimum_order !== null && supplier.minimum_order !== undefined)
    facts.push([
      'Minimum order',
      supplier.minimum_order && compare(supplier.minimum_order, 0) > 0 ? formatMoney(supplier.minimum_order) : 'None',
    ]);
  if (supplier.credit_terms) facts.push(['Credit terms', supplier.credit_terms]);
  if (supplier.delivery_days) facts.push(['Delivers', supplier.delivery_days.split(',').join(', ')]);
  if (typeof supplier.order_cutoff === 'number') facts.push(['Order by', cutoffLabel(supplier.order_cutoff)]);
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs text-gray-500">{k}</dt>
          <dd className="font-medium text-gray-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /Products/{id}: one supplier's items with their own search box. */
export function ProductsPage() {
  const { id } = useParams();
  const supplierId = parseId(id);
  const scope = useSearchScope();
  const suppliers = useConnectedSuppliers(actingFor(scope), { enabled: Boolean(scope?.businessId) });
  if (!scope || suppliers.isPending) return <PageSpinner />;
  const supplier = suppliers.data?.find((s) => s.id === supplierId);
  const back = (
    <Link to="/Suppliers" className={buttonClasses('link', 'sm', 'mb-3 inline-flex items-center gap-1')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Suppliers
    </Link>
  );
  if (!supplier || supplierId === null) {
    return (
      <>
        {back}
        <PageHeader title="Products" />
        <EmptyState
          icon={PackageSearch}
          title="Supplier not found"
          description="This supplier is not one of yours. Suppliers you add are listed on the Suppliers page."
        />
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader title={supplier.name} description={<SupplierFacts supplier={supplier} />} />
      <SearchView scope={scope} lockedSupplier={{ id: supplier.id, name: supplier.name }} />
    </>
  );
}
