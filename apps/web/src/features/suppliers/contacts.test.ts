import { describe, expect, it } from 'vitest';
import { contactsOf } from './contacts';
import type { ConnectedSupplier } from './suppliers-api';

const base = {
  contact_name: 'Priya Patel',
  contact_email: 'priya@fv.test',
  contact_phone: '+1 905-555-0135',
  contacts: [
    {
      id: 1,
      name: 'Priya Patel',
      phone: '+1 905-555-0135',
      email: 'priya@fv.test',
      role: 'Sales',
      default_order_email: true,
    },
    { id: 2, name: 'Dispatch', phone: '+1 905-555-0139', email: '', role: 'Dispatch', default_order_email: false },
  ],
} as unknown as ConnectedSupplier;

describe('contactsOf', () => {
  it('lists the account contact first and does not repeat it', () => {
    const list = contactsOf(base);
    expect(list.map((c) => c.name)).toEqual(['Priya Patel', 'Dispatch']);
    expect(list[0]).toMatchObject({ role: 'Sales', forOrders: true });
  });

  it('shows the account contact as edited in the supplier form', () => {
    const edited = { ...base, contact_name: 'Sam Lee', contact_email: 'sam@fv.test', contact_phone: '' };
    expect(contactsOf(edited).map((c) => c.name)).toEqual(['Sam Lee', 'Priya Patel', 'Dispatch']);
  });

  it('is empty without any contact', () => {
    expect(contactsOf({ ...base, contact_name: '', contact_email: '', contact_phone: '', contacts: [] })).toEqual([]);
  });
});
