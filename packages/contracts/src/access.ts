import type { UserType } from './constants.js';

/**
 * The role table of spec section 6 as one data structure: which user types may call each API path.
 * 'public' paths need no token. The server's auth hook reads this table for every route it registers.
 */
export type Access = 'public' | readonly UserType[];

const ALL: readonly UserType[] = ['person', 'restaurant', 'supplier', 'admin'];
const BUYER: readonly UserType[] = ['restaurant', 'admin'];
const BUSINESSES: readonly UserType[] = ['restaurant', 'supplier', 'admin'];

export const API_ACCESS = {
  '/health': 'public',
  '/register': 'public',
  '/order_update_get': 'public',
  '/auth/sign_up': 'public',
  '/auth/confirm_sign_up': 'public',
  '/auth/resend_code': 'public',
  '/auth/sign_in': 'public',
  '/auth/complete_new_password': 'public',
  '/auth/forgot_password': 'public',
  '/auth/confirm_forgot_password': 'public',
  '/auth/refresh': 'public',
  '/auth/sign_out': 'public',
  '/auth/change_password': ALL,
  '/user': ALL,
  '/user_settings': ALL,
  '/team_member_get': BUSINESSES,
  '/user_add': BUSINESSES,
  '/invitation_cancel': BUSINESSES,
  '/invitation_get': 'public',
  '/invitation_accept': 'public',
  '/invitation_list': ALL,
  '/supplier_search': BUYER,
  '/person_search': BUYER,
  '/customer_supplier_put': BUYER,
  '/supplier_person_put': BUYER,
  '/customer_supplier_update': ['restaurant', 'supplier'],
  '/customer_get': ['supplier', 'admin'],
  '/supplier_get': BUSINESSES,
  '/supplier_account': BUYER,
  '/submit_account': BUYER,
  '/order': BUSINESSES,
  '/order_get': BUSINESSES,
  '/send_order': BUYER,
  '/order_status_update': ['restaurant', 'supplier'],
  '/note_put': BUSINESSES,
  '/order_note': BUSINESSES,
  '/add_item': BUSINESSES,
  '/order_guide_items': BUYER,
  '/item_category_update': BUYER,
  '/item_search': BUSINESSES,
  '/item_last_ordered': BUYER,
  '/invoice_items': BUYER,
  '/invoice_items_get': BUYER,
  '/invoice_page': BUYER,
  '/item_note_put': ['restaurant'],
  '/item_note': ['restaurant'],
  '/invoice_upload': BUYER,
  '/invoice_put': BUYER,
  '/invoice': BUYER,
  '/invoice_parse_instruction': BUYER,
  '/document_types': BUSINESSES,
  '/document_upload': BUSINESSES,
  '/inbound_address': BUYER,
  '/inbound_address_rotate': BUYER,
  '/s3_file_link': BUSINESSES,
  // Admin tools, reports and the supplier catalogue
  '/admin_dashboard': ['admin'],
  '/business_search': ['admin'],
  '/order_guide_get': ['admin'],
  '/order_guide_refresh': ['admin'],
  '/reports': ['restaurant', 'supplier'],
  '/item_update': ['supplier'],
  '/item_import_preview': ['supplier'],
  '/item_import_commit': ['supplier'],
  // Supplier settings (tabs Supplier and DeliveryArea)
  '/supplier_profile_update': ['supplier'],
  '/delivery_area_get': ['supplier'],
  '/delivery_area_put': ['supplier'],
  '/delivery_area_delete': ['supplier'],
  // A supplier account's request to manage a supplier record restaurants created, and the admins' queue of them
  '/supplier_claim_get': ['supplier'],
  '/supplier_claim_send_code': ['supplier'],
  '/supplier_claim_confirm': ['supplier'],
  '/admin_supplier_claims': ['admin'],
  '/admin_supplier_claim_decide': ['admin'],
  // The restaurant dashboard's first-run checklist; messages from the Help page and the admins' inbox of them
  '/first_run_get': ['restaurant'],
  '/first_run_dismiss': ['restaurant'],
  '/feedback_send': ALL,
  '/admin_feedback': ['admin'],
  '/admin_feedback_handle': ['admin'],
} as const satisfies Record<string, Access>;

export type ApiPath = keyof typeof API_ACCESS;

/** SPA routes of spec 2.1: who may open them. 'guest' pages are open to everybody. */
export type RouteAudience = 'guest' | 'loggedOut' | readonly UserType[];
export const SPA_ROUTES: Record<string, RouteAudience> = {
  '/login': 'loggedOut',
  '/register': 'guest',
  '/logout': 'guest',
  '/update_order': 'guest',
  '/invite': 'guest',
  '/': ['restaurant', 'supplier', 'admin'],
  '/Suppliers': ['restaurant'],
  '/Products/:id': ['restaurant'],
  '/Invoices': ['restaurant', 'admin'],
  '/Invoices/:id': ['restaurant', 'admin'],
  '/Cart': ['restaurant', 'admin'],
  '/Reports': ['restaurant', 'supplier'],
  '/Search': ['restaurant', 'admin', 'supplier'],
  '/Orders': ['restaurant'],
  '/Orders/:id': ['restaurant', 'admin'],
  '/AllOrders': ['admin'],
  '/Orderguides': ['admin'],
  '/Settings': ['person', 'restaurant', 'supplier', 'admin'],
  '/ItemAudit': ['restaurant'],
  '/Feedback': ['person', 'restaurant', 'supplier', 'admin'],
  '/FeedbackInbox': ['admin'],
  '/Privacy': 'guest',
  '/Items': ['supplier'],
  '/OrderStatus': ['supplier'],
  '/MyCustomers': ['supplier'],
};
