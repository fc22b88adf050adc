import type { UserType } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { parseId } from './search-rules';

/** Whose catalogue a search covers and what the viewer may do with the results. */
export type SearchScope = {
  usertype: UserType;
  /** The restaurant searched for: the viewer's own, or (admin) the one chosen with ?businessId=. */
  businessId: number | null;
  /** A supplier user searches its own catalogue. */
  ownSupplier: { id: number; name: string } | null;
  userId: number;
  /** Cart, order guide, categories and item details: a restaurant, or an admin acting for one. */
  canOrder: boolean;
  /** Item audit notes belong to the restaurant's own users. */
  canNote: boolean;
};

/** Extra body fields a search call needs: an admin names the restaurant it acts for. */
export function scopeBody(scope: Pick<SearchScope, 'usertype' | 'businessId'>): { businessId?: number } {
  return scope.usertype === 'admin' && scope.businessId ? { businessId: scope.businessId } : {};
}

/** The restaurant an admin acts for (a restaurant's own is implied), as supplier lists are asked for it. */
export function actingFor(scope: Pick<SearchScope, 'usertype' | 'businessId'> | null): number | null {
  return scope ? (scopeBody(scope).businessId ?? null) : null;
}

export function useSearchScope(): SearchScope | null {
  const { data: session } = useSession();
  const [params] = useSearchParams();
  if (!session) return null;
  const usertype = session.User.usertype;
  const businessId =
    usertype === 'restaurant'
      ? (session.Business?.id ?? null)
      : usertype === 'admin'
        ? parseId(params.get('businessId'))
        : null;
  const ownSupplier =
    usertype === 'supplier' && session.Supplier ? { id: session.Supplier.id, name: session.Supplier.name } : null;
  return {
    usertype,
    businessId,
    ownSupplier,
    userId: session.User.id,
    canOrder: businessId !== null && (usertype === 'restaurant' || usertype === 'admin'),
    canNote: usertype === 'restaurant' && businessId !== null,
  };
}
