import { Mail, MessageSquare, Phone } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { HoverCard } from '../../components/ui/hover-card';
import { formatPhone } from '../../lib/phone';
import type { ContactEntry } from './contacts';

function telOf(phone: string): string {
  const plus = phone.trim().startsWith('+');
  return `${plus ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** Call, SMS and email links for one contact. */
export function ContactLinks({ contact }: { contact: ContactEntry }) {
  const link = buttonClasses('secondary', 'sm', 'px-2.5');
  const who = contact.name || contact.email || formatPhone(contact.phone);
  return (
    <div className="flex flex-wrap gap-2">
      {contact.phone ? (
        <>
          <a href={`tel:${telOf(contact.phone)}`} className={link} aria-label={`Call ${who}`}>
            <Phone className="size-4" aria-hidden="true" />
            Call
          </a>
          <a href={`sms:${telOf(contact.phone)}`} className={link} aria-label={`SMS ${who}`}>
            <MessageSquare className="size-4" aria-hidden="true" />
            SMS
          </a>
        </>
      ) : null}
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={link} aria-label={`Email ${who}`}>
          <Mail className="size-4" aria-hidden="true" />
          Email
        </a>
      ) : null}
    </div>
  );
}

/** One contact: name, role, formatted phone, email and the ways to reach them. */
export function ContactDetails({ contact }: { contact: ContactEntry }) {
  return (
    <div className="space-y-2">
      <div>
        <p className="font-medium text-gray-900">{contact.name || 'Contact'}</p>
        {contact.role || contact.forOrders ? (
          <p className="text-xs text-gray-500">
            {[contact.role, contact.forOrders ? 'Receives new orders' : ''].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {contact.phone ? <p className="text-gray-700 tabular-nums">{formatPhone(contact.phone)}</p> : null}
        {contact.email ? <p className="break-all text-gray-700">{contact.email}</p> : null}
      </div>
      <ContactLinks contact={contact} />
    </div>
  );
}

/** The Contact cell: the main contact's name; hover or focus shows everyone to reach with call, sms and email links. */
export function ContactHoverCard({ supplierName, contacts }: { supplierName: string; contacts: ContactEntry[] }) {
  if (contacts.length === 0) return <span className="text-gray-400">—</span>;
  const [first] = contacts;
  const more = contacts.length - 1;
  return (
    <HoverCard
      label={`Contacts at ${supplierName}`}
      triggerClassName="text-emerald-800 underline decoration-dotted underline-offset-4 hover:text-emerald-900"
      trigger={
        <>
          <span className="block truncate">{first.name || first.email || formatPhone(first.phone)}</span>
          {more > 0 ? <span className="block text-xs text-gray-500 no-underline">+{more} more</span> : null}
        </>
      }
    >
      <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-gray-500">Contacts at {supplierName}</p>
      <ul className="space-y-4">
        {contacts.map((c) => (
          <li key={c.key}>
            <ContactDetails contact={c} />
          </li>
        ))}
      </ul>
    </HoverCard>
  );
}
