import { ACCOUNT_ROUTES } from './authz-routes-accounts.js';
import { CATALOG_ROUTES } from './authz-routes-catalog.js';
import { DOCUMENT_ROUTES } from './authz-routes-documents.js';
import { ORDER_ROUTES } from './authz-routes-orders.js';
import type { Entry } from './authz-types.js';

export * from './authz-types.js';

/**
 * The route table of the authorisation matrix test (authz-matrix.test.ts): for every /api path, the calls each
 * allowed caller makes with its own ids and the calls with another tenant's ids.
 */
export const ROUTES: Record<string, Entry> = {
  ...ACCOUNT_ROUTES,
  ...ORDER_ROUTES,
  ...CATALOG_ROUTES,
  ...DOCUMENT_ROUTES,
};
