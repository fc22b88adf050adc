import type { itemUpdateBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';

/**
 * A supplier edits, deactivates or activates an item of its catalogue. A new price, pack size or unit is added
 * to the item's price history, and the supplier's customers are told prices changed.
 */
export async function updateItem(ctx: AppContext, p: Principal, b: z.infer<typeof itemUpdateBody>) {
  const supplierId = supplierScope(p);
  return ctx.db.transaction().execute(async (tx) => {
    const item = await tx
      .selectFrom('items')
      .selectAll()
      .where('id', '=', b.itemId)
      .where('supplier_id', '=', supplierId)
      .where('business_id', 'is', null)
      .executeTakeFirst();
    if (!item) throw notFound('Item not found');
    const set = Object.fromEntries(
      Object.entries({
        name: b.name,
        category: b.category === 'None' ? null : b.category,
        item_code: b.itemCode,
        unit: b.unit,
        pack: b.pack,
        active: b.active,
      }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(set).length)
      await tx
        .updateTable('items')
        .set({ ...set, updated_at: new Date() })
        .where('id', '=', item.id)
        .execute();
    if (b.price !== undefined || b.quantity !== undefined) {
      const latest = await tx
        .selectFrom('item_prices')
        .select(['price', 'quantity', 'unit'])
        .where('item_id', '=', item.id)
        .where('business_id', 'is', null)
        .orderBy('effective_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const price = b.price ?? Number(latest?.price ?? 0);
      const quantity = b.quantity ?? Number(latest?.quantity ?? 1);
      if (
        !latest ||
        Number(latest.price) !== price ||
        Number(latest.quantity) !== quantity ||
        latest.unit !== (b.unit ?? item.unit)
      ) {
        await tx
          .insertInto('item_prices')
          .values({ item_id: item.id, price, quantity, unit: b.unit ?? item.unit, source: 'supplier' })
          .execute();
        const customers = await tx
          .selectFrom('business_suppliers')
          .select('business_id')
          .where('supplier_id', '=', supplierId)
          .execute();
        for (const c of customers) await queueSavingsAlert(ctx, tx, c.business_id, 'A supplier changed its prices.');
      }
    }
    return { status: 'SUCCESS' as const, itemId: item.id };
  });
}
