import { useChange } from '../../lib/call';

export type { SupplierProfile } from '@app/contracts';
export { useSupplierProfile } from '../suppliers/suppliers-api';

/** Saves the profile; the session (the header shows the supplier's name) and supplier lists are refreshed. */
export function useSaveSupplierProfile() {
  return useChange('/supplier_profile_update');
}
