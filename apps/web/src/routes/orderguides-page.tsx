import { BookOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { OrderGuidePanel } from '../features/admin/order-guide-panel';
import { RestaurantPicker } from '../features/admin/restaurant-picker';

/** /Orderguides (admin): pick a restaurant, inspect and refresh its order guide (spec 2.12). */
export function OrderguidesPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('restaurant'));
  const businessId = Number.isInteger(id) && id > 0 ? id : null;
  const name = params.get('name') || (businessId ? `Restaurant #${businessId}` : '');
  return (
    <>
      <PageHeader
        title="Orderguides"
        description="Pick a restaurant to inspect its order guide and rebuild it from recent orders and invoices."
      />
      <div className="space-y-6">
        <RestaurantPicker className="max-w-md" onPick={(r) => setParams({ restaurant: String(r.id), name: r.name })} />
        {businessId ? (
          <OrderGuidePanel key={businessId} businessId={businessId} restaurant={name} />
        ) : (
          <EmptyState
            icon={BookOpen}
            title="No order guide loaded"
            description="Search for a restaurant by name and pick it from the list."
          />
        )}
      </div>
    </>
  );
}
