import { CLAIM_MSG, type deliveryAreaBody, type supplierProfileBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';
import { isNameTaken, supplierByName, supplierNameKey } from './names.js';

/**
 * The supplier's own profile (settings tab Supplier). Its name and other names must not be another supplier's
 * (case and spacing aside): restaurants that add a supplier by name would otherwise reach the wrong one.
 */
export async function updateSupplierProfile(ctx: AppContext, p: Principal, input: z.infer<typeof supplierProfileBody>) {
  const supplierId = supplierScope(p);
  const own = supplierNameKey(input.name);
  const seen = new Set<string>();
  const alternates = input.alternateNames.filter((n) => {
    const key = supplierNameKey(n);
    if (key === own || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (await supplierByName(ctx.db, input.name, supplierId)) throw conflict(CLAIM_MSG.renameTaken(input.name));
  for (const alt of alternates)
    if (await supplierByName(ctx.db, alt, supplierId)) throw conflict(CLAIM_MSG.alternateTaken(alt));
  await ctx.db
    .updateTable('suppliers')
    .set({
      name: input.name,
      order_email: input.orderEmail,
      alternate_names: alternates,
      address1: input.address1,
      city: input.city,
      state: input.state,
      postal_code: input.postalCode,
      phone: input.phone,
      website: input.website,
      about: input.about,
    })
    .where('id', '=', supplierId)
    .execute()
    .catch((err: unknown) => {
      if (isNameTaken(err)) throw conflict(CLAIM_MSG.renameTaken(input.name));
      throw err;
    });
  return { status: 'SUCCESS' };
}

export async function listDeliveryAreas(ctx: AppContext, p: Principal) {
  const supplierId = supplierScope(p);
  const areas = await ctx.db
    .selectFrom('delivery_areas')
    .select(['id', 'kind', 'value', 'delivery_days as deliveryDays', 'order_cutoff as orderCutoff'])
    .where('supplier_id', '=', supplierId)
    .orderBy('kind')
    .orderBy('value')
    .execute();
  return { areas };
}

/** Adds an area, or changes one of the supplier's own (by id). */
export async function saveDeliveryArea(ctx: AppContext, p: Principal, input: z.infer<typeof deliveryAreaBody>) {
  const supplierId = supplierScope(p);
  const values = {
    kind: input.kind,
    value: input.kind === 'postal_prefix' ? input.value.toUpperCase().replace(/\s+/g, '') : input.value,
    delivery_days: input.deliveryDays,
    order_cutoff: input.orderCutoff ?? null,
  };
  try {
    if (input.id) {
      const r = await ctx.db
        .updateTable('delivery_areas')
        .set(values)
        .where('id', '=', input.id)
        .where('supplier_id', '=', supplierId)
        .returning('id')
        .executeTakeFirst();
      if (!r) throw notFound('Delivery area not found');
      return { status: 'SUCCESS', id: r.id };
    }
    const r = await ctx.db
      .insertInto('delivery_areas')
      .values({ ...values, supplier_id: supplierId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { status: 'SUCCESS', id: r.id };
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw conflict('This delivery area exists already');
    throw err;
  }
}

export async function deleteDeliveryArea(ctx: AppContext, p: Principal, id: number) {
  const supplierId = supplierScope(p);
  const r = await ctx.db
    .deleteFrom('delivery_areas')
    .where('id', '=', id)
    .where('supplier_id', '=', supplierId)
    .returning('id')
    .executeTakeFirst();
  if (!r) throw notFound('Delivery area not found');
  return { status: 'SUCCESS' };
}
