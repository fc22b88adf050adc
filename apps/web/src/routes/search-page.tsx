import { BookOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { RestaurantPicker } from '../features/admin/restaurant-picker';
import { SearchView } from '../features/search/components/search-view';
import { useSearchScope } from '../features/search/scope';

const DESCRIPTIONS = {
  restaurant: 'Your order guide and every supplier’s items, with prices compared per kg, L or each.',
  supplier: 'Your catalogue as restaurants find it.',
  admin: '',
  person: '',
} as const;

/** An admin searches on behalf of a restaurant picked by name (kept in the address as ?businessId=&name=). */
function AdminRestaurant({ chosen }: { chosen: boolean }) {
  const [, setParams] = useSearchParams();
  return (
    <div className="mb-4 space-y-4">
      <RestaurantPicker
        className="max-w-md"
        onPick={(r) => setParams({ businessId: String(r.id), name: r.name }, { replace: true })}
      />
      {chosen ? null : (
        <EmptyState
          icon={BookOpen}
          title="Choose a restaurant first"
          description="Admins search items, the order guide and prices on behalf of a restaurant."
        />
      )}
    </div>
  );
}

/** /Search: the order guide with item search (restaurants; admins for a restaurant; suppliers their catalogue). */
export function SearchPage() {
  const scope = useSearchScope();
  const [params] = useSearchParams();
  if (!scope) return <PageSpinner />;
  if (scope.usertype === 'admin') {
    const name = params.get('name') || (scope.businessId ? `Restaurant #${scope.businessId}` : '');
    return (
      <>
        <PageHeader title="Orderguide" description={name ? `Searching for ${name}.` : undefined} />
        <AdminRestaurant chosen={scope.businessId !== null} />
        {scope.businessId !== null ? <SearchView key={scope.businessId} scope={scope} /> : null}
      </>
    );
  }
  return (
    <>
      <PageHeader title="Orderguide" description={DESCRIPTIONS[scope.usertype]} />
      <SearchView scope={scope} />
    </>
  );
}
