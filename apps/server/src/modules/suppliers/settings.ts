import type { deliveryAreaBody, supplierProfileBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';

/** The supplier's own profile (settings tab Supplier). */
export async function updateSupplierProfile(ctx: AppContext, p: Principal, input: z.infer<typeof supplierProfileBody>) {
  const supplierId = supplierScope(p);
  const alternates = [...new Set(input.alternateNames.filter((n) => n.toLowerCase() !== input.name.toLowerCase()))];
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
    .execute();
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
