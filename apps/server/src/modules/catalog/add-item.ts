import type { AddItemInput } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { sameSupplierName } from '../suppliers/names.js';

/**
 * Adds an item by hand. A restaurant's item is its own (for a supplier it is connected to) and goes into its
 * order guide; a supplier's item joins its catalogue. Item and price are one transaction.
 */
export async function addItem(ctx: AppContext, p: Principal, input: AddItemInput) {
  const supplierUser = p.usertype === 'supplier';
  const businessId = supplierUser ? null : businessScope(p, input.businessId);
  const supplierId = supplierUser
    ? supplierScope(p, input.supplierId)
    : await connectedSupplier(ctx, businessId!, input);
  return ctx.db.transaction().execute(async (tx) => {
    const dup = await tx
      .selectFrom('items')
      .select('id')
      .where('supplier_id', '=', supplierId)
      .where(sql<string>`lower(item_code)`, '=', input.itemCode.toLowerCase())
      .where((eb) => (businessId ? eb('business_id', '=', businessId) : eb('business_id', 'is', null)))
      .executeTakeFirst();
    if (dup) throw conflict('An item with this item code exists already for this supplier');
    const item = await tx
      .insertInto('items')
      .values({
        supplier_id: supplierId,
        business_id: businessId,
        name: input.name,
        item_code: input.itemCode,
        category: input.category,
        unit: input.unit,
        pack: input.pack ?? '',
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const price = await tx
      .insertInto('item_prices')
      .values({
        item_id: item.id,
        price: input.price,
        unit: input.unit,
        quantity: input.quantity,
        source: supplierUser ? 'supplier' : 'manual',
        business_id: businessId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (businessId) {
      await tx
        .insertInto('order_guide_items')
        .values({ business_id: businessId, item_id: item.id, pinned: true, source: 'manual' })
        .onConflict((oc) => oc.columns(['business_id', 'item_id']).doNothing())
        .execute();
    }
    return { status: 'SUCCESS', item_id: item.id, item_price_id: price.id };
  });
}

async function connectedSupplier(ctx: AppContext, businessId: number, input: AddItemInput): Promise<number> {
  let q = ctx.db
    .selectFrom('business_suppliers as bs')
    .innerJoin('suppliers as s', 's.id', 'bs.supplier_id')
    .select('s.id')
    .where('bs.business_id', '=', businessId);
  q = input.supplierId
    ? q.where('s.id', '=', input.supplierId)
    : q.where(sameSupplierName('s.name', input.supplierName));
  const row = await q.orderBy('s.id').limit(1).executeTakeFirst();
  if (!row) throw notFound('Add this supplier on the Suppliers page first');
  return row.id;
}
