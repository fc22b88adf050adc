import type { UserType } from '@app/contracts';
import {
  BookOpen,
  ChartColumn,
  CircleHelp,
  ClipboardList,
  FileClock,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  NotebookPen,
  Package,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Truck,
  UsersRound,
} from 'lucide-react';

export type MenuEntry = { label: string; to: string; icon: LucideIcon };

/** The sidebar of spec 2.2, per user type. */
export const PRIMARY_MENUS: Record<UserType, readonly MenuEntry[]> = {
  restaurant: [
    { label: 'Dashboard', to: '/', icon: LayoutDashboard },
    { label: 'Cart', to: '/Cart', icon: ShoppingCart },
    { label: 'Orders', to: '/Orders', icon: ClipboardList },
    { label: 'Suppliers', to: '/Suppliers', icon: Truck },
    { label: 'Invoices', to: '/Invoices', icon: ReceiptText },
    { label: 'Orderguide', to: '/Search', icon: BookOpen },
  ],
  admin: [
    { label: 'Dashboard', to: '/', icon: LayoutDashboard },
    { label: 'Pending invoices', to: '/Invoices', icon: FileClock },
    { label: 'All Orders', to: '/AllOrders', icon: ClipboardList },
    { label: 'Orderguides', to: '/Orderguides', icon: BookOpen },
  ],
  supplier: [
    { label: 'Dashboard', to: '/', icon: LayoutDashboard },
    { label: 'Items', to: '/Items', icon: Package },
    { label: 'Orders', to: '/OrderStatus', icon: ClipboardList },
    { label: 'Customers', to: '/MyCustomers', icon: UsersRound },
    { label: 'Reports', to: '/Reports', icon: ChartColumn },
    { label: 'Orderguide', to: '/Search', icon: BookOpen },
  ],
  person: [],
};

/**
 * Pages worth finding that the spec's primary menus leave out, shown under them as "More" (the primary menus stay
 * as the spec lists them): a restaurant's reports and item audit notes, the admins' inbox of Help messages.
 */
export const MORE_MENUS: Record<UserType, readonly MenuEntry[]> = {
  restaurant: [
    { label: 'Reports', to: '/Reports', icon: ChartColumn },
    { label: 'Item audit', to: '/ItemAudit', icon: NotebookPen },
  ],
  admin: [{ label: 'Help inbox', to: '/FeedbackInbox', icon: Inbox }],
  supplier: [],
  person: [],
};

export const SECONDARY_MENU: readonly MenuEntry[] = [
  { label: 'Settings', to: '/Settings', icon: Settings },
  { label: 'Help', to: '/Feedback', icon: CircleHelp },
  { label: 'Privacy', to: '/Privacy', icon: ShieldCheck },
  { label: 'Logout', to: '/logout', icon: LogOut },
];
