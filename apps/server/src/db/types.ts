import type { ColumnType, Generated } from 'kysely';

/** Row types of the tables in migrations/. NUMERIC columns arrive as strings (exact decimals). */
type Created = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  phone: WithDefault<string>;
  usertype: WithDefault<'person' | 'restaurant' | 'supplier' | 'admin'>;
  password_hash: string;
  confirmed: WithDefault<boolean>;
  must_change_password: WithDefault<boolean>;
  job_title: WithDefault<string>;
  language: WithDefault<string>;
  date_format: WithDefault<string>;
  timezone: WithDefault<string>;
  auto_timezone: WithDefault<boolean>;
  order_display_time_range: WithDefault<string>;
  notify_new_orders: WithDefault<boolean>;
  notify_savings: WithDefault<boolean>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface AuthCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'confirm_sign_up' | 'forgot_password';
  code_hash: string;
  expires_at: Timestamp;
  attempts: WithDefault<number>;
  used_at: NullableTimestamp;
  created_at: Created;
}

export interface AuthCodeDecoysTable {
  email: string;
  purpose: 'confirm_sign_up' | 'forgot_password';
  expires_at: Timestamp;
  attempts: WithDefault<number>;
  used_at: NullableTimestamp;
  created_at: Created;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  remember: WithDefault<boolean>;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Created;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: WithDefault<number>;
}

export interface SignInFailuresTable {
  key: string;
  failures: WithDefault<number>;
  last_failure_at: Timestamp;
}

interface AddressColumns {
  address1: WithDefault<string>;
  city: WithDefault<string>;
  state: WithDefault<string>;
  country: WithDefault<string>;
  postal_code: WithDefault<string>;
}

export interface BusinessesTable extends AddressColumns {
  id: Generated<number>;
  name: string;
  /** The secret of the restaurant's inbound invoice address (invoices+<token>@<inbound domain>); made on first use. */
  inbound_token: WithDefault<string | null>;
  /** Invoices whose every line reconciles and whose lines add up to the printed figure import without review. */
  auto_import_invoices: WithDefault<boolean>;
  /** Minutes after its delivery time that an order not yet received counts as late. */
  late_grace_minutes: WithDefault<number>;
  contact_name: WithDefault<string>;
  contact_phone: WithDefault<string>;
  contact_email: WithDefault<string>;
  phone: WithDefault<string>;
  website: WithDefault<string>;
  created_at: Created;
}

export interface BusinessLocationsTable extends AddressColumns {
  id: Generated<number>;
  business_id: number;
  phone: WithDefault<string>;
  created_at: Created;
}

export interface SuppliersTable extends AddressColumns {
  id: Generated<number>;
  name: string;
  alternate_names: WithDefault<string[]>;
  phone: WithDefault<string>;
  website: WithDefault<string>;
  about: WithDefault<string>;
  order_email: WithDefault<string>;
  contact_name: WithDefault<string>;
  contact_email: WithDefault<string>;
  contact_phone: WithDefault<string>;
  person_id: number | null;
  registered: WithDefault<boolean>;
  created_at: Created;
}

export interface SupplierLocationsTable extends AddressColumns {
  id: Generated<number>;
  supplier_id: number;
  created_at: Created;
}

export interface DeliveryAreasTable {
  id: Generated<number>;
  supplier_id: number;
  kind: 'city' | 'postal_prefix';
  value: string;
  delivery_days: WithDefault<string>;
  order_cutoff: number | null;
  created_at: Created;
}

export interface TeamMembershipsTable {
  user_id: number;
  business_id: number | null;
  supplier_id: number | null;
  role: WithDefault<string>;
  created_at: Created;
}

export interface TeamInvitationsTable {
  id: Generated<number>;
  email: string;
  business_id: number | null;
  supplier_id: number | null;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  invited_by: number | null;
  token_hash: string;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Created;
}

export interface SupplierClaimsTable {
  id: Generated<number>;
  supplier_id: number;
  user_id: number;
  status: WithDefault<'pending' | 'approved' | 'rejected'>;
  method: 'code' | 'admin' | null;
  role: WithDefault<'Admin' | 'Owner' | 'Chef' | 'Member'>;
  details: ColumnType<unknown, string | undefined, string>;
  code_hash: string | null;
  code_sent_to: string | null;
  code_expires_at: NullableTimestamp;
  code_attempts: WithDefault<number>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Created;
}

export interface BusinessSuppliersTable {
  id: Generated<number>;
  business_id: number;
  supplier_id: number;
  account_id: WithDefault<string>;
  credit_terms: WithDefault<string>;
  minimum_order: Numeric;
  order_cutoff: number | null;
  delivery_days: WithDefault<string>;
  preferred_contact_method: WithDefault<string>;
  contact_name: WithDefault<string>;
  contact_email: WithDefault<string>;
  contact_phone: WithDefault<string>;
  customer_notes: WithDefault<string>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface ContactsTable {
  id: Generated<number>;
  supplier_id: number;
  business_id: number | null;
  user_id: number | null;
  name: string;
  phone: WithDefault<string>;
  email: WithDefault<string>;
  role: WithDefault<string>;
  default_order_email: WithDefault<boolean>;
  created_at: Created;
}

export interface ItemsTable {
  id: Generated<number>;
  supplier_id: number;
  business_id: number | null;
  name: string;
  item_code: WithDefault<string>;
  category: string | null;
  unit: WithDefault<string>;
  pack: WithDefault<string>;
  active: WithDefault<boolean>;
  search_text: ColumnType<string, never, never>;
  /** productKey(name), filled in lazily by the savings report; NULL until then and again after a rename. */
  product_key: string | null;
  created_at: Created;
  updated_at: Timestamp;
}

export interface ItemPricesTable {
  id: Generated<number>;
  item_id: number;
  price: Numeric;
  unit: WithDefault<string>;
  quantity: Numeric;
  source: 'supplier' | 'invoice' | 'document' | 'manual';
  business_id: number | null;
  invoice_id: number | null;
  effective_at: Timestamp;
  created_at: Created;
}

export interface BusinessItemCategoriesTable {
  business_id: number;
  item_id: number;
  category: string | null;
}

export interface OrderGuideItemsTable {
  id: Generated<number>;
  business_id: number;
  item_id: number;
  pinned: WithDefault<boolean>;
  source: WithDefault<string>;
  created_at: Created;
}

export interface ItemNotesTable {
  id: Generated<number>;
  item_id: number;
  item_price_id: number | null;
  business_id: number;
  user_id: number | null;
  note: string;
  created_at: Created;
}

export interface OrderStatusesTable {
  id: number;
  name: string;
}

export interface OrdersTable {
  id: Generated<number>;
  business_id: number;
  supplier_id: number;
  user_id: number | null;
  business_location_id: number | null;
  status_id: WithDefault<number>;
  address: WithDefault<string>;
  phone: WithDefault<string>;
  contact_name: WithDefault<string>;
  pickup: WithDefault<boolean>;
  delivery_time: NullableTimestamp;
  account_id: WithDefault<string>;
  notes: WithDefault<string>;
  total: Numeric;
  idempotency_key: string | null;
  guest_ref_key: string;
  guest_verify_hash: string;
  /** When the restaurant was told the order is late (once). */
  late_notified_at: NullableTimestamp;
  created_at: Created;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  item_price_id: number;
  name: string;
  unit: WithDefault<string>;
  quantity: Numeric;
  ordered_quantity: Numeric;
  price: Numeric;
  line_total: Numeric;
  note: WithDefault<string>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status_id: number;
  user_id: number | null;
  author: WithDefault<string>;
  note: WithDefault<string>;
  created_at: Created;
}

export interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  is_guest: WithDefault<boolean>;
  author: WithDefault<string>;
  note: string;
  created_at: Created;
}

export interface OrderProposalsTable {
  id: Generated<number>;
  order_id: number;
  order_item_id: number;
  line_name: WithDefault<string>;
  kind: 'out_of_stock' | 'substitute' | 'price';
  name: WithDefault<string>;
  price: Numeric | null;
  status: WithDefault<'open' | 'accepted' | 'declined' | 'replaced'>;
  author: WithDefault<string>;
  user_id: number | null;
  answered_by: number | null;
  answered_at: Date | null;
  created_at: Created;
}

export interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  text: string;
  read_at: Date | null;
  created_at: Created;
}

export type ReceiveReason = 'short' | 'damaged' | 'refused' | 'substituted';
export type CreditStatus = 'open' | 'accepted' | 'disputed' | 'credited';
export type InvoiceDifferenceKind = 'overpriced' | 'overbilled' | 'not_ordered' | 'not_billed';
export type CreditLineReason = 'short' | 'damaged' | 'refused' | Exclude<InvoiceDifferenceKind, 'not_billed'>;

export interface OrderReceiptsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  received_by: string;
  received_at: Timestamp;
  complete: boolean;
  idempotency_key: string;
  created_at: Created;
}

export interface OrderReceiptLinesTable {
  id: Generated<number>;
  receipt_id: number;
  order_item_id: number;
  received_quantity: Numeric;
  reason: ReceiveReason | null;
  substitute_name: WithDefault<string>;
  substitute_price: Numeric | null;
  photo_key: string | null;
}

export interface CreditRequestsTable {
  id: Generated<number>;
  order_id: number;
  receipt_id: number | null;
  invoice_id: WithDefault<number | null>;
  business_id: number;
  supplier_id: number;
  status: WithDefault<CreditStatus>;
  total: Numeric;
  dispute_note: WithDefault<string>;
  credit_number: WithDefault<string>;
  acted_by: WithDefault<string>;
  acted_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
  created_at: Created;
}

export interface CreditRequestLinesTable {
  id: Generated<number>;
  credit_request_id: number;
  order_item_id: number | null;
  name: string;
  unit: WithDefault<string>;
  reason: CreditLineReason;
  quantity: Numeric;
  unit_price: Numeric;
  amount: Numeric;
}

export interface StoredFilesTable {
  id: Generated<number>;
  key: string;
  content_type: string;
  size: number;
  sha256: string;
  business_id: number | null;
  supplier_id: number | null;
  user_id: number | null;
  created_at: Created;
}

export interface CatalogImportsTable {
  id: Generated<number>;
  supplier_id: number;
  user_id: number | null;
  upload_id: string;
  file_name: string;
  file_key: string;
  sha256: string;
  rows: Json;
  status: WithDefault<'preview' | 'imported'>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Created;
  imported_at: NullableTimestamp;
}

export interface DocumentTypesTable {
  id: Generated<number>;
  /** The restaurant the type belongs to: document types are never shared. */
  business_id: number;
  supplier_id: number;
  name: string;
  created_by: number | null;
  created_at: Created;
}

export interface InvoicesTable {
  id: Generated<number>;
  business_id: number;
  user_id: number | null;
  supplier_id: number | null;
  kind: WithDefault<'invoice' | 'document'>;
  document_type_id: number | null;
  upload_id: string;
  key: string;
  full_key: string;
  file_name: string;
  file_type: number;
  content_hash: string;
  status: WithDefault<'pending' | 'imported'>;
  parse_status: WithDefault<'queued' | 'parsing' | 'parsed' | 'failed'>;
  parse_error: WithDefault<string>;
  invoice_number: WithDefault<string>;
  invoice_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  source: WithDefault<'upload' | 'email'>;
  /** The total printed on the invoice, as parsed. */
  parsed_total: ColumnType<string | null, string | null | undefined, string | null>;
  /** The order the imported invoice was matched to. */
  order_id: WithDefault<number | null>;
  /** The order (PO) number printed on the invoice, as read. */
  order_ref: WithDefault<number | null>;
  created_at: Created;
  imported_at: NullableTimestamp;
}

export interface InvoiceDifferencesTable {
  id: Generated<number>;
  invoice_id: number;
  order_id: number;
  kind: InvoiceDifferenceKind;
  invoice_item_id: number | null;
  order_item_id: number | null;
  name: string;
  unit: WithDefault<string>;
  quantity: Numeric;
  billed_price: Numeric | null;
  ordered_price: Numeric | null;
  amount: Numeric;
  credit_request_id: WithDefault<number | null>;
  created_at: Created;
}

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  item_id: number;
  item_price_id: number;
  record_key: string;
  name: string;
  item_code: WithDefault<string>;
  unit: WithDefault<string>;
  quantity: Numeric;
  price: Numeric;
  category: string | null;
  created_at: Created;
}

export interface ParseInstructionsTable {
  id: Generated<number>;
  /** The restaurant that taught it; null for the supplier's shared default, which only an admin writes. */
  business_id: number | null;
  supplier_id: number;
  action: 'field_association' | 'field_split';
  data: Json;
  created_by: number | null;
  created_at: Created;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  document_type_id: number;
  supplier_id: number;
  business_id: number | null;
  user_id: number | null;
  invoice_id: number | null;
  key: string;
  created_at: Created;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: Json;
  status: WithDefault<'queued' | 'running' | 'done' | 'failed'>;
  attempts: WithDefault<number>;
  max_attempts: WithDefault<number>;
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: WithDefault<string>;
  singleton_key: string | null;
  created_at: Created;
  finished_at: NullableTimestamp;
}

export interface FirstRunDismissalsTable {
  user_id: number;
  dismissed_at: Created;
}

export interface FeedbackMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  business_id: number | null;
  supplier_id: number | null;
  sender_name: WithDefault<string>;
  sender_email: string;
  subject: string;
  message: string;
  request_key: string;
  handled_at: NullableTimestamp;
  handled_by: number | null;
  created_at: Created;
}

export interface DB {
  users: UsersTable;
  auth_codes: AuthCodesTable;
  auth_code_decoys: AuthCodeDecoysTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  sign_in_failures: SignInFailuresTable;
  businesses: BusinessesTable;
  business_locations: BusinessLocationsTable;
  suppliers: SuppliersTable;
  supplier_locations: SupplierLocationsTable;
  delivery_areas: DeliveryAreasTable;
  team_memberships: TeamMembershipsTable;
  team_invitations: TeamInvitationsTable;
  supplier_claims: SupplierClaimsTable;
  business_suppliers: BusinessSuppliersTable;
  contacts: ContactsTable;
  items: ItemsTable;
  item_prices: ItemPricesTable;
  business_item_categories: BusinessItemCategoriesTable;
  order_guide_items: OrderGuideItemsTable;
  item_notes: ItemNotesTable;
  order_statuses: OrderStatusesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  order_notes: OrderNotesTable;
  order_proposals: OrderProposalsTable;
  notices: NoticesTable;
  order_receipts: OrderReceiptsTable;
  order_receipt_lines: OrderReceiptLinesTable;
  credit_requests: CreditRequestsTable;
  credit_request_lines: CreditRequestLinesTable;
  invoice_differences: InvoiceDifferencesTable;
  stored_files: StoredFilesTable;
  catalog_imports: CatalogImportsTable;
  document_types: DocumentTypesTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  parse_instructions: ParseInstructionsTable;
  documents: DocumentsTable;
  jobs: JobsTable;
  first_run_dismissals: FirstRunDismissalsTable;
  feedback_messages: FeedbackMessagesTable;
}
