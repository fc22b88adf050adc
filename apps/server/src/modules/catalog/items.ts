import type { itemCategoryUpdateBody, itemLastOrderedBody, itemNotePutBody, orderGuideItemsBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { businessScope } from '../../lib/tenancy.js';
import { lastOrdered, priceHistory, setCategory, setInOrderGuide as setGuideItem, visibleItem } from './repository.js';

/** Pins an item the restaurant sees to its order guide, or takes it out. */
export async function setInOrderGuide(ctx: AppContext, p: Principal, b: z.infer<typeof orderGuideItemsBody>) {
  const businessId = businessScope(p, b.businessId);
  await setGuideItem(ctx.db, businessId, b.itemId, b.action === 'add');
  return { status: 'SUCCESS' as const, itemId: b.itemId, inOrderGuide: b.action === 'add' };
}

/** The restaurant's own category of an item ('None' clears it). */
export async function updateCategory(ctx: AppContext, p: Principal, b: z.infer<typeof itemCategoryUpdateBody>) {
  const businessId = businessScope(p, b.businessId);
  const category = b.newCategory === 'None' ? null : b.newCategory;
  await setCategory(ctx.db, businessId, b.itemId, category);
  return { status: 'SUCCESS' as const, itemId: b.itemId, category };
}

/** The restaurant's last orders of an item and the prices it has seen for it. */
export async function itemDetails(ctx: AppContext, p: Principal, b: z.infer<typeof itemLastOrderedBody>) {
  const businessId = businessScope(p, b.businessId);
  await visibleItem(ctx.db, businessId, b.itemId);
  const [itemDetails, history] = await Promise.all([
    lastOrdered(ctx.db, businessId, b.itemId),
    priceHistory(ctx.db, businessId, b.itemId),
  ]);
  return { itemDetails, history };
}

/** Adds an item audit note of the restaurant on an item (and price) it sees. */
export async function addItemNote(ctx: AppContext, p: Principal, b: z.infer<typeof itemNotePutBody>) {
  const businessId = businessScope(p);
  await visibleItem(ctx.db, businessId, b.item_id, b.item_price_id);
  const note = await ctx.db
    .insertInto('item_notes')
    .values({
      item_id: b.item_id,
      item_price_id: b.item_price_id ?? null,
      business_id: businessId,
      user_id: p.userId,
      note: b.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { status: 'SUCCESS' as const, id: note.id };
}

/** The restaurant's item audit notes with their item and author, newest first. */
export async function itemNotes(ctx: AppContext, p: Principal) {
  const businessId = businessScope(p);
  const notes = await ctx.db
    .selectFrom('item_notes as n')
    .innerJoin('items as i', 'i.id', 'n.item_id')
    .innerJoin('suppliers as s', 's.id', 'i.supplier_id')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.item_id',
      'n.item_price_id',
      'n.note',
      'n.user_id',
      'n.created_at as created',
      'i.name',
      'i.item_code',
      's.name as supplier',
      'u.first_name',
      'u.last_name',
    ])
    .where('n.business_id', '=', businessId)
    .orderBy('n.created_at', 'desc')
    .limit(500)
    .execute();
  return { notes };
}
