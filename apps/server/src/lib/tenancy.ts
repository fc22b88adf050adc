import type { Principal } from '../context.js';
import { AppError, forbidden, notFound } from './errors.js';

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
