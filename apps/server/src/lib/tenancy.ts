/**
 * Tenancy: who a request acts for, and the rules every module follows.
 *
 * 1. Per-id: a restaurant acts for its own business and a supplier account for its own supplier; a foreign id is
 *    answered as not found (404), never with another tenant's data. Admins act for the restaurant they name.
 * 2. Shared records: a supplier record several restaurants use gives rights only through proof of control of the
 *    address the record itself holds as its order address (a code sent there) or an admin's approval
 *    (modules/suppliers/claims). What one tenant writes (a contact, a name, a parse instruction, a document type)
 *    belongs to that tenant and never changes what another tenant sees, receives or parses: contacts and account
 *    numbers live on the restaurant's connection, parse instructions and document types per restaurant (a shared
 *    default only from an admin), registered supplier names are unique, and /register never edits an existing
 *    record's order address.
 * 3. Input: every string that reaches the database is valid text (no NUL, no lone surrogate), every number fits its
 *    column (ids 1..2^31-1, decimals within the column's scale); bad input is a 400 with a message, never a 500
 *    (packages/contracts/src/input.ts, checked for every request by http/input-guard.ts).
 * 4. Production holds nothing a stranger knows: no demo accounts or passwords, no dev pages, no public API
 *    reference unless asked for.
 */
import type { Principal } from '../context.js';
import { AppError, forbidden, notFound } from './errors.js';

/**
 * The restaurant or the supplier whose view a query answers: what a restaurant can buy, its order guide, its
 * suppliers; a supplier's catalogue and customers. An admin acts for the restaurant (or supplier) it names.
 */
export type Tenant = { businessId: number; supplierId?: undefined } | { supplierId: number; businessId?: undefined };

/**
 * The restaurant a request acts for. A restaurant user always acts for its own business: naming another one is
 * answered as if it did not exist. An admin acts for the restaurant it names (spec section 6).
 */
export function businessScope(p: Principal, requested?: number | null): number {
  if (p.usertype === 'admin') {
    if (!requested) throw new AppError('VALIDATION', 'Choose a restaurant first');
    return requested;
  }
  if (p.usertype === 'restaurant' && p.businessId) {
    if (requested && requested !== p.businessId) throw notFound('Restaurant not found');
    return p.businessId;
  }
  throw forbidden('This needs a restaurant account');
}

/** The supplier a supplier user acts for; another supplier's id is answered as not found. */
export function supplierScope(p: Principal, requested?: number | null): number {
  if (p.usertype === 'supplier' && p.supplierId) {
    if (requested && requested !== p.supplierId) throw notFound('Supplier not found');
    return p.supplierId;
  }
  throw forbidden('This needs a supplier account');
}

/** The team (business or supplier) a user manages. */
export function teamScope(
  p: Principal,
  requested: { businessId?: number | null; supplierId?: number | null },
): { businessId: number } | { supplierId: number } {
  if (p.usertype === 'supplier') return { supplierId: supplierScope(p, requested.supplierId) };
  if (p.usertype === 'admin' && !requested.businessId && requested.supplierId)
    return { supplierId: requested.supplierId };
  return { businessId: businessScope(p, requested.businessId) };
}
