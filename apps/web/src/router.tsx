import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from './components/ui/spinner';
import { Gate } from './gate';
import { RouteError } from './route-error';

type Loader = () => Promise<ComponentType>;

/** A route whose page is its own chunk, fetched when first visited. */
function page(path: string, load: Loader): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    element: <Gate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      page('/login', () => import('./routes/login-page').then((m) => m.LoginPage)),
      page('/register', () => import('./routes/register-page').then((m) => m.RegisterPage)),
      page('/logout', () => import('./routes/logout-page').then((m) => m.LogoutPage)),
      page('/invite', () => import('./routes/invite-page').then((m) => m.InvitePage)),
      page('/update_order', () => import('./routes/update-order-page').then((m) => m.UpdateOrderPage)),
      page('/credit_request', () => import('./routes/credit-request-page').then((m) => m.CreditRequestPage)),
      page('/Privacy', () => import('./routes/privacy-page').then((m) => m.PrivacyPage)),
      page('/', () => import('./routes/dashboard-page').then((m) => m.DashboardPage)),
      page('/Suppliers', () => import('./routes/suppliers-page').then((m) => m.SuppliersPage)),
      page('/Products/:id', () => import('./routes/products-page').then((m) => m.ProductsPage)),
      page('/Invoices', () => import('./routes/invoices-page').then((m) => m.InvoicesPage)),
      page('/Invoices/:id', () => import('./routes/invoice-page').then((m) => m.InvoicePage)),
      page('/Cart', () => import('./routes/cart-page').then((m) => m.CartPage)),
      page('/Reports', () => import('./routes/reports-page').then((m) => m.ReportsPage)),
      page('/Search', () => import('./routes/search-page').then((m) => m.SearchPage)),
      page('/Orders', () => import('./routes/orders-page').then((m) => m.OrdersPage)),
      page('/Orders/:id', () => import('./routes/order-page').then((m) => m.OrderPage)),
      page('/Credits', () => import('./routes/credits-page').then((m) => m.CreditsPage)),
      page('/AllOrders', () => import('./routes/all-orders-page').then((m) => m.AllOrdersPage)),
      page('/Orderguides', () => import('./routes/orderguides-page').then((m) => m.OrderguidesPage)),
      page('/Settings', () => import('./routes/settings-page').then((m) => m.SettingsPage)),
      page('/ItemAudit', () => import('./routes/item-audit-page').then((m) => m.ItemAuditPage)),
      page('/Feedback', () => import('./routes/feedback-page').then((m) => m.FeedbackPage)),
      page('/FeedbackInbox', () => import('./routes/feedback-inbox-page').then((m) => m.FeedbackInboxPage)),
      page('/Items', () => import('./routes/items-page').then((m) => m.ItemsPage)),
      page('/OrderStatus', () => import('./routes/order-status-page').then((m) => m.OrderStatusPage)),
      page('/MyCustomers', () => import('./routes/my-customers-page').then((m) => m.MyCustomersPage)),
      // Unknown paths: the gate sends them to / or /login.
      { path: '*', element: null },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
