import type { MailPayload } from '../../jobs/mail.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** To the supplier record's order address: the code that proves the requester receives this address's mail. */
export function claimCodeMail(to: string, supplier: string, requester: string, code: string): MailPayload {
  return {
    to: [to],
    subject: `Code to manage ${supplier}`,
    text: `${requester} asked to manage ${supplier}'s account, which restaurants use to send you their orders.\n\nIf this is you or a colleague, the confirmation code is ${code}\nIt is valid for 1 hour.\n\nIf you do not know this person, ignore this email: nothing changes without the code.\n`,
    html: `<p><strong>${esc(requester)}</strong> asked to manage <strong>${esc(supplier)}</strong>'s account, which restaurants use to send you their orders.</p>
<p>If this is you or a colleague, the confirmation code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong>. It is valid for 1 hour.</p>
<p>If you do not know this person, ignore this email: nothing changes without the code.</p>`,
  };
}

/** To a restaurant connected to the record: who manages the supplier now. */
export function supplierClaimedMail(
  to: string[],
  restaurant: string,
  supplier: string,
  manager: { name: string; email: string },
  publicUrl: string,
): MailPayload {
  const link = `${publicUrl}/Suppliers`;
  return {
    to,
    subject: `${supplier} now manages its own account`,
    text: `A supplier account now manages ${supplier}, which ${restaurant} has in its suppliers: ${manager.name} (${manager.email}).\n\nFrom now on this account sees your orders to ${supplier}, your account details with it and the notes on them, and updates the orders' status. Your contacts for ${supplier} stay yours and still receive your orders.\n\nIf this looks wrong, contact us. Your suppliers: ${link}\n`,
    html: `<p>A supplier account now manages <strong>${esc(supplier)}</strong>, which ${esc(restaurant)} has in its suppliers: ${esc(manager.name)} (${esc(manager.email)}).</p>
<p>From now on this account sees your orders to ${esc(supplier)}, your account details with it and the notes on them, and updates the orders' status. Your contacts for ${esc(supplier)} stay yours and still receive your orders.</p>
<p>If this looks wrong, contact us. <a href="${esc(link)}">Your suppliers</a></p>`,
  };
}

/** To the requester, when an admin decided. */
export function claimDecidedMail(to: string, supplier: string, approved: boolean, publicUrl: string): MailPayload {
  return approved
    ? {
        to: [to],
        subject: `You now manage ${supplier}`,
        text: `Your request to manage ${supplier} was approved. Sign in to see its orders and customers: ${publicUrl}/login\n`,
        html: `<p>Your request to manage <strong>${esc(supplier)}</strong> was approved.</p><p><a href="${esc(`${publicUrl}/login`)}">Sign in</a> to see its orders and customers.</p>`,
      }
    : {
        to: [to],
        subject: `Your request to manage ${supplier}`,
        text: `Your request to manage ${supplier} was not approved. Contact us if you think this is a mistake.\n`,
        html: `<p>Your request to manage <strong>${esc(supplier)}</strong> was not approved. Contact us if you think this is a mistake.</p>`,
      };
}
