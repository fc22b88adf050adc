import { SUPPLIER_MSG, toPlain } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { contactBody, contactFormSchema, EMPTY_CONTACT } from './contact-form';
import { serverErrors } from './server-errors';
import {
  connectionBody,
  EMPTY_SUPPLIER_FORM,
  PHONE_MSG,
  parseAmount,
  SUPPLIER_FIELD_OF,
  type SupplierFormValues,
  supplierFormFrom,
  supplierFormSchema,
  supplierUpdateBody,
} from './supplier-form';
import type { ConnectedSupplier } from './suppliers-api';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

const VALID: SupplierFormValues = {
  ...EMPTY_SUPPLIER_FORM,
  name: 'Green Leaf Farms',
  accountNumber: 'GL-1',
  minimumOrder: '125.50',
  orderCutoff: '14',
  deliveryDays: ['M', 'Th'],
};

describe('supplier form', () => {
  it('gives every message of spec 5 for an empty add form', () => {
    expect(messages(supplierFormSchema('add').safeParse(EMPTY_SUPPLIER_FORM))).toEqual({
      name: SUPPLIER_MSG.name,
      accountNumber: SUPPLIER_MSG.accountNumber,
      minimumOrder: SUPPLIER_MSG.minimumOrder,
      orderCutoff: SUPPLIER_MSG.orderCutoff,
      deliveryDays: SUPPLIER_MSG.deliveryDays,
    });
    expect(SUPPLIER_MSG.deliveryDays).toBe('You must specify Delivery Days');
  });

  it('needs the account number only when adding', () => {
    const noAccount = { ...VALID, accountNumber: ' ' };
    expect(messages(supplierFormSchema('add').safeParse(noAccount))).toEqual({
      accountNumber: 'Please enter the account number',
    });
    expect(supplierFormSchema('edit').safeParse(noAccount).success).toBe(true);
  });

  it('checks the optional contact fields only when given', () => {
    expect(supplierFormSchema('add').safeParse(VALID).success).toBe(true);
    const bad = { ...VALID, contactEmail: 'not-an-email', contactPhone: '12' };
    expect(messages(supplierFormSchema('add').safeParse(bad))).toEqual({
      contactEmail: 'Please enter a valid email address',
      contactPhone: PHONE_MSG,
    });
  });

  it('reads minimum orders as amounts', () => {
    const read = (text: string) => {
      const d = parseAmount(text);
      return d === null ? null : toPlain(d);
    };
    expect(read('150')).toBe('150');
    expect(read('$1,500.25')).toBe('1500.25');
    expect(read('12,50')).toBe('12.5');
    expect(read('-5')).toBeNull();
    expect(read('abc')).toBeNull();
    expect(read('1.2.3')).toBeNull();
    expect(read('1000000.01')).toBeNull();
    expect(messages(supplierFormSchema('add').safeParse({ ...VALID, minimumOrder: '-1' }))).toEqual({
      minimumOrder: SUPPLIER_MSG.minimumOrder,
    });
  });

  it('builds the connection body: numbers, day codes, E.164 phone, suggestion id only when chosen', () => {
    const values = { ...VALID, contactPhone: '(416) 555-0199', contactEmail: ' Ann@Example.COM ' };
    const body = connectionBody(values, 7);
    expect(body).toMatchObject({
      name: 'Green Leaf Farms',
      insertBusSupId: 7,
      accountNumber: 'GL-1',
      minimumOrder: 125.5,
      orderCutoff: 14,
      deliveryDays: 'M,Th',
      contactPhone: '+14165550199',
      contactEmail: 'ann@example.com',
    });
    expect('insertBusSupId' in connectionBody(values, null)).toBe(false);
  });

  it('fills the edit form from a supplier and sends it back as type supplier', () => {
    const s = {
      supplier_id: 3,
      name: 'Ocean Catch',
      account_id: 'OC-9',
      credit_terms: 'COD',
      minimum_order: '0.00',
      order_cutoff: 0,
      delivery_days: 'Tu,F',
      preferred_contact_method: 'sms',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
    } as unknown as ConnectedSupplier;
    const form = supplierFormFrom(s);
    expect(form).toMatchObject({ minimumOrder: '0', orderCutoff: '0', deliveryDays: ['Tu', 'F'] });
    expect(supplierFormSchema('edit').safeParse(form).success).toBe(true);
    expect(supplierUpdateBody(form, 3)).toMatchObject({
      type: 'supplier',
      supplierId: 3,
      accountId: 'OC-9',
      minimumOrder: 0,
      orderCutoff: 0,
      deliveryDays: 'Tu,F',
      preferredContactMethod: 'sms',
    });
  });

  it("puts the server's messages under their fields, a duplicate under the name", () => {
    const validation = new ApiError(400, 'VALIDATION', 'x', [{ path: 'deliveryDays', message: 'From server' }]);
    expect(serverErrors(validation, SUPPLIER_FIELD_OF)).toEqual({ fields: { deliveryDays: 'From server' } });
    const dup = new ApiError(409, 'CONFLICT', 'This supplier is already in your list');
    expect(serverErrors(dup, SUPPLIER_FIELD_OF, { conflictField: 'name' })).toEqual({
      fields: { name: 'This supplier is already in your list' },
    });
    expect(serverErrors(new ApiError(500, 'INTERNAL', 'Oops'), SUPPLIER_FIELD_OF).form).toBe('Oops');
  });
});

describe('contact form', () => {
  it('gives the Add contact messages of spec 5; the role is optional', () => {
    expect(messages(contactFormSchema.safeParse(EMPTY_CONTACT))).toEqual({
      name: SUPPLIER_MSG.contactName,
      phone: SUPPLIER_MSG.contactPhone,
      email: SUPPLIER_MSG.contactEmail,
    });
    const ok = { ...EMPTY_CONTACT, name: 'Ann', phone: '416 555 0199', email: 'ann@example.com' };
    expect(contactFormSchema.safeParse(ok).success).toBe(true);
    expect(contactBody({ ...ok, defaultOrderEmail: true }, 4)).toEqual({
      name: 'Ann',
      phone: '+14165550199',
      email: 'ann@example.com',
      role: '',
      default_order_email: true,
      supplier_id: 4,
    });
  });
});
