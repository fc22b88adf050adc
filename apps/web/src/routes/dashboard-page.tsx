import { ChartColumn, NotebookPen } from 'lucide-react';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { FirstRunChecklist } from '../features/help/first-run-checklist';
import { DashboardShortcuts, type Shortcut } from '../features/search/components/dashboard-shortcuts';
import { SupplierOverview } from '../features/search/components/role-overview';
import { SearchView } from '../features/search/components/search-view';
import { SupplierList } from '../features/search/components/supplier-list';
import { actingFor, type SearchScope, useSearchScope } from '../features/search/scope';
import { sortSuppliersForDashboard } from '../features/search/search-rules';
import { useConnectedSuppliers } from '../features/suppliers/suppliers-api';
import { useSession } from '../lib/session';

const RESTAURANT_SHORTCUTS: readonly Shortcut[] = [
  { label: 'Reports', hint: 'Spend, savings and price changes', to: '/Reports', icon: ChartColumn },
  { label: 'Item audit', hint: "Your team's notes on items", to: '/ItemAudit', icon: NotebookPen },
];

function RestaurantDashboard({ scope }: { scope: SearchScope }) {
  const suppliers = useConnectedSuppliers(actingFor(scope), { enabled: scope.businessId !== null });
  const sorted = sortSuppliersForDashboard(suppliers.data ?? []);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 space-y-4">
        <FirstRunChecklist />
        <DashboardShortcuts label="Reports and notes" shortcuts={RESTAURANT_SHORTCUTS} />
        {suppliers.data ? (
          <section aria-labelledby="dash-suppliers-strip" className="xl:hidden">
            <h2 id="dash-suppliers-strip" className="sr-only">
              Suppliers
            </h2>
            <SupplierList suppliers={sorted} variant="strip" />
          </section>
        ) : null}
        <SearchView scope={scope} />
      </div>
      <aside aria-labelledby="dash-suppliers" className="hidden xl:block">
        <div className="sticky top-20 space-y-3">
          <h2 id="dash-suppliers" className="text-sm font-semibold text-gray-900">
            Suppliers
          </h2>
          {suppliers.data ? <SupplierList suppliers={sorted} variant="aside" /> : null}
        </div>
      </aside>
    </div>
  );
}

/** /: restaurants get the order-guide search beside their suppliers; admins and suppliers an overview of their work. */
export function DashboardPage() {
  const { data: session } = useSession();
  const scope = useSearchScope();
  const name = session?.User.firstName;
  const greeting = name ? `Welcome back, ${name}.` : undefined;
  if (!scope) return <PageSpinner />;
  return (
    <>
      <PageHeader title="Dashboard" description={greeting} />
      {scope.usertype === 'supplier' ? (
        <SupplierOverview />
      ) : scope.usertype === 'admin' ? (
        <AdminDashboard />
      ) : (
        <RestaurantDashboard scope={scope} />
      )}
    </>
  );
}
