export const USER_TYPES = ['person', 'restaurant', 'supplier', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ORDER_STATUSES = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Received' },
  { id: 34, name: 'Processing' },
  { id: 35, name: 'Shipping' },
  { id: 36, name: 'Delivered' },
] as const;
export const ORDER_STATUS_IDS = ORDER_STATUSES.map((s) => s.id);
export type OrderStatusId = (typeof ORDER_STATUSES)[number]['id'];

export const ITEM_CATEGORIES = [
  'Produce',
  'Frozen',
  'Dairy',
  'Paper & Dis',
  'Meat',
  'Poultry',
  'Seafood',
  'Canned and dry goods',
  'Janitorial',
  'Equipment',
  'Beverage',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const COUNTRIES = ['Canada', 'Mexico', 'United States'] as const;

export const TIME_RANGES = [
  'Today',
  'This week',
  'Last week',
  'This month',
  'Last month',
  'Last 3 months',
  'All',
] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const DELIVERY_DAYS = ['Su', 'M', 'Tu', 'W', 'Th', 'F', 'Sa'] as const;

export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;

const MiB = 1024 * 1024;
/** The one size limit of uploaded files, in MiB: every byte limit and message about it derives from it. */
export const UPLOAD_MAX_MB = 20;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 32,
  searchDebounceMs: 700,
  documentSupplierSearchDebounceMs: 200,
  orderEmailSearchDebounceMs: 700,
  minSearchLength: 3,
  orderGuideCacheMs: 2 * 60 * 60 * 1000,
  invoiceImportBatch: 100,
  parsePollIntervalMs: 2000,
  parsePollMaxTries: 200,
  importRefetchDelayMs: 4000,
  longPressMs: 500,
  dialogAutoCloseMs: 3000,
  inviteRedirectMs: 3000,
  sentCartExpiryMs: 24 * 60 * 60 * 1000,
  pageSizeInvoices: 20,
  pageSizeSuppliers: 10,
  pageSizeSearch: 50,
  /** The largest file an upload takes (an invoice, a document, a catalogue): UPLOAD_MAX_MB. */
  uploadMaxBytes: UPLOAD_MAX_MB * MiB,
  /**
   * A file as sent, in base64 (4 characters for 3 bytes): room for a little more than uploadMaxBytes, so that a file
   * just over the limit is refused as too large rather than as malformed.
   */
  uploadBase64MaxChars: ((UPLOAD_MAX_MB * 7) / 5) * MiB,
  /** An upload request: the file (at most uploadMaxBytes) in base64, in JSON; the server's body limit for uploads. */
  uploadRequestMaxBytes: ((UPLOAD_MAX_MB * 3) / 2) * MiB,
  /** Photos of one invoice's pages in one upload (the pages of a document the parser reads); together at most uploadMaxBytes. */
  uploadMaxPhotos: 50,
  mobileBreakpointPx: 640,
} as const;

export const PLAN = {
  priceCad: 159,
  trialDays: 30,
  onboardingBusinessDays: 2,
  features: ['Compare prices across suppliers', 'Generate reports', 'Be notified of savings', 'Local'],
} as const;

/** File type map of spec section 3 (csv is ours: spreadsheets). */
export const FILE_TYPES: Record<string, number> = { jpg: 1, jpeg: 1, png: 1, pdf: 2, xlsx: 3, csv: 4 };
