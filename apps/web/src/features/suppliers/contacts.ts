import type { ConnectedSupplier } from './suppliers-api';

export type ContactEntry = {
  key: string;
  name: string;
  role: string;
  phone: string;
  email: string;
  /** New orders are sent to this contact. */
  forOrders: boolean;
};

const digits = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

function sameContact(
  a: Pick<ContactEntry, 'name' | 'phone' | 'email'>,
  b: Pick<ContactEntry, 'name' | 'phone' | 'email'>,
) {
  if (a.email && b.email) return a.email.toLowerCase() === b.email.toLowerCase();
  if (a.phone && b.phone) return digits(a.phone) === digits(b.phone) && a.name.trim() === b.name.trim();
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && !a.email && !b.email;
}

/**
 * Everyone to reach at a supplier: the account's contact first (as set in the supplier form), then the added
 * contacts, without listing the same person twice.
 */
export function contactsOf(s: ConnectedSupplier): ContactEntry[] {
  const list: ContactEntry[] = s.contacts.map((c) => ({
    key: `c${c.id}`,
    name: c.name,
    role: c.role,
    phone: c.phone,
    email: c.email,
    forOrders: c.default_order_email,
  }));
  const primary = { name: s.contact_name ?? '', phone: s.contact_phone ?? '', email: s.contact_email ?? '' };
  if (!primary.name && !primary.phone && !primary.email) return list;
  const index = list.findIndex((c) => sameContact(c, primary));
  if (index >= 0) {
    const [match] = list.splice(index, 1);
    return [{ ...match, name: primary.name || match.name, phone: primary.phone || match.phone }, ...list];
  }
  return [{ key: 'primary', ...primary, role: '', forOrders: false }, ...list];
}
