import { useCall, useChange } from '../../lib/call';

/** The signed-in supplier account's request to manage a supplier record (null when it has none). */
export function useOwnClaim() {
  return useCall('/supplier_claim_get', {}, { select: (r) => r.claim });
}

/** Mails a code to the record's order address; answers where to (masked). */
export function useSendClaimCode() {
  return useChange('/supplier_claim_send_code');
}

/** The right code makes the account a member of the record's team: the session is loaded again. */
export function useConfirmClaimCode() {
  return useChange('/supplier_claim_confirm', { toBody: (code: string) => ({ code }) });
}
