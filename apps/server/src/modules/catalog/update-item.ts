import { equals, type itemUpdateBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { supplierScope } from '../../lib/tenancy.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';
import { connectionsVisibleTo } from '../suppliers/access.js';
import { itemsVisibleTo } from './access.js';
import { latestVisiblePrice } from './visible-prices.js';

/**
 * A supplier edits, deactivates or activates an item of its catalogue. A new price, pack size or unit is added
 * to the item's price history, and the supplier's customers are told prices changed.
 */
export async function updateItem(ctx: AppContext, p: Principal, b: z.infer<typeof itemUpdateBody>) {
  const supplierId = supplierScope(p);
  return ctx.db.transaction().execute(async (tx) => {
    const item = await tx
      .selectFrom('items as i')
      .selectAll('i')
      .where('i.id', '=', b.itemId)
      .where(itemsVisibleTo({ supplierId }))
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
      const latest = await latestVisiblePrice(tx, null, item.id)
        .select(['vp.price', 'vp.quantity', 'vp.unit'])
        .executeTakeFirst();
      const price = b.price ?? latest?.price ?? 0;
      const quantity = b.quantity ?? latest?.quantity ?? 1;
      if (
        !latest ||
        !equals(latest.price, price) ||
        !equals(latest.quantity, quantity) ||
        latest.unit !== (b.unit ?? item.unit)
      ) {
        await tx
          .insertInto('item_prices')
          .values({ item_id: item.id, price, quantity, unit: b.unit ?? item.unit, source: 'supplier' })
          .execute();
        const customers = await tx
          .selectFrom('business_suppliers as bs')
          .select('bs.business_id')
          .where(connectionsVisibleTo({ supplierId }))
          .execute();
        for (const c of customers) await queueSavingsAlert(ctx, tx, c.business_id, 'A supplier changed its prices.');
      }
    }
    return { status: 'SUCCESS' as const, itemId: item.id };
  });
}
