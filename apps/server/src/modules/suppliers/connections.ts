import type { contactBody, SupplierConnectionInput, supplierUpdateBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { supplierByName } from './names.js';
import { getConnection } from './repository.js';

/**
 * Adds a supplier to a restaurant's list: an existing supplier picked from the suggestions, the oldest one whose
 * name matches (case and spacing aside), or a new one. The connection, its account number and the first contact
 * are one transaction. The contact is the restaurant's own: it gives nobody rights over the supplier record.
 */
export async function connectSupplier(ctx: AppContext, p: Principal, input: SupplierConnectionInput) {
  if (input.type === 'customer') throw badRequest('Restaurants connect to a supplier by adding it to their suppliers');
  const businessId = businessScope(p, input.businessId ?? input.requestorId);
  return ctx.db.transaction().execute(async (tx) => {
    const { supplierId, added } = await addConnection(tx, p, businessId, input);
    if (!added) throw conflict('This supplier is already in your list');
    return { status: 'SUCCESS', supplierId, businessId };
  });
}

type NewConnection = Omit<
  SupplierConnectionInput,
  'type' | 'requestorId' | 'businessId' | 'orderCutoff' | 'contactName' | 'contactEmail' | 'contactPhone'
> & {
  orderCutoff?: number | null;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
};

/**
 * The connection of a restaurant (already scoped) to a supplier, inside the caller's transaction: the picked
 * supplier, the oldest one of that name, or a new record. `added` is false when the restaurant had it already.
 */
export async function addConnection(tx: Tx, p: Principal, businessId: number, input: NewConnection) {
  let supplierId: number;
  if (input.insertBusSupId) {
    const s = await tx.selectFrom('suppliers').select('id').where('id', '=', input.insertBusSupId).executeTakeFirst();
    if (!s) throw notFound('Supplier not found');
    supplierId = s.id;
  } else {
    // The oldest record of that name: a newer one (a rename, a second registration) never wins.
    const same = await supplierByName(tx, input.name);
    supplierId =
      same?.id ??
      (
        await tx
          .insertInto('suppliers')
          // The restaurant's contact stays on its connection and contacts: the shared record carries none.
          .values({ name: input.name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  }
  const contactName = input.contactName ?? '';
  const contactEmail = input.contactEmail ?? '';
  const contactPhone = input.contactPhone ?? '';
  const inserted = await tx
    .insertInto('business_suppliers')
    .values({
      business_id: businessId,
      supplier_id: supplierId,
      account_id: input.accountNumber,
      credit_terms: input.creditTerms,
      minimum_order: input.minimumOrder,
      order_cutoff: input.orderCutoff ?? null,
      delivery_days: input.deliveryDays,
      preferred_contact_method: input.preferredContactMethod,
      contact_name: contactName,
      contact_email: contactEmail,
      contact_phone: contactPhone,
    })
    .onConflict((oc) => oc.columns(['business_id', 'supplier_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { supplierId, added: false };
  if (contactName && (contactEmail || contactPhone)) {
    await tx
      .insertInto('contacts')
      .values({
        supplier_id: supplierId,
        business_id: businessId,
        user_id: p.userId,
        name: contactName,
        phone: contactPhone,
        email: contactEmail,
        default_order_email: contactEmail !== '',
      })
      .execute();
  }
  return { supplierId, added: true };
}

/** A restaurant edits its supplier (type supplier); a supplier edits what it keeps about a customer (type customer). */
export async function updateConnection(ctx: AppContext, p: Principal, input: z.infer<typeof supplierUpdateBody>) {
  let businessId: number;
  let supplierId: number;
  if (input.type === 'customer') {
    if (p.usertype !== 'supplier') throw forbidden('Only the supplier edits its customer details');
    supplierId = supplierScope(p, input.supplierId);
    if (!input.businessId) throw badRequest('Choose a customer');
    businessId = input.businessId;
  } else {
    if (p.usertype === 'supplier') throw forbidden('Suppliers edit customer details (type customer)');
    businessId = businessScope(p, input.businessId);
    supplierId = input.supplierId;
  }
  const connection = await getConnection(ctx.db, businessId, supplierId);
  const common = {
    account_id: input.accountId,
    credit_terms: input.creditTerms,
    minimum_order: input.minimumOrder,
    order_cutoff: input.orderCutoff,
    delivery_days: input.deliveryDays,
  };
  const own =
    input.type === 'supplier'
      ? {
          contact_name: input.contactName,
          contact_email: input.contactEmail,
          contact_phone: input.contactPhone,
          preferred_contact_method: input.preferredContactMethod,
        }
      : { customer_notes: input.customerNotes };
  const set = Object.fromEntries(Object.entries({ ...common, ...own }).filter(([, v]) => v !== undefined));
  await ctx.db
    .updateTable('business_suppliers')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', connection.id)
    .execute();
  return { status: 'SUCCESS' };
}

export async function addContact(ctx: AppContext, p: Principal, input: z.infer<typeof contactBody>) {
  const businessId = businessScope(p, input.business_id);
  await getConnection(ctx.db, businessId, input.supplier_id);
  const row = await ctx.db
    .insertInto('contacts')
    .values({
      supplier_id: input.supplier_id,
      business_id: businessId,
      user_id: p.userId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      role: input.role,
      default_order_email: input.default_order_email,
    })
    .returning(['id', 'name', 'phone', 'email', 'role', 'default_order_email', 'supplier_id'])
    .executeTakeFirstOrThrow();
  return { status: 'SUCCESS', contact: row };
}

export async function setAccount(
  ctx: AppContext,
  p: Principal,
  businessIdIn: number | null | undefined,
  supplierId: number,
  accountId: string,
) {
  const businessId = businessScope(p, businessIdIn);
  const connection = await getConnection(ctx.db, businessId, supplierId);
  if (!accountId.trim()) throw new AppError('VALIDATION', 'Please enter the account number');
  await ctx.db
    .updateTable('business_suppliers')
    .set({ account_id: accountId.trim(), updated_at: new Date() })
    .where('id', '=', connection.id)
    .execute();
  return { status: 'SUCCESS', accountId: accountId.trim() };
}
