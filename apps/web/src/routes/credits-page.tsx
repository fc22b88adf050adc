import { CreditsList } from '../features/receiving/credits-list';
import { useSession } from '../lib/session';

/** /Credits: a restaurant's credit requests and their state; a supplier's (and an admin's) to answer. */
export function CreditsPage() {
  const type = useSession().data?.User.usertype;
  return <CreditsList party={type === 'restaurant' ? 'supplier' : 'restaurant'} canAct={type !== 'restaurant'} />;
}
