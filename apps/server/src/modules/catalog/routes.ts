import {
  addItemBody,
  INVOICE_MSG,
  itemCategoryUpdateBody,
  itemImportCommitBody,
  itemImportPreviewBody,
  itemLastOrderedBody,
  itemNoteBody,
  itemNotePutBody,
  itemSearchBody,
  LIMITS,
  orderGuideItemsBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { businessScope } from '../../lib/tenancy.js';
import { addItem } from './add-item.js';
import { commitImport, previewImport } from './import-catalog.js';
import { lastOrdered, priceHistory, setCategory, setInOrderGuide, visibleItem } from './repository.js';
import { searchItems } from './search.js';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/item_search', { body: itemSearchBody }, async (b, req, reply) =>
    reply.type('application/json; charset=utf-8').send(await searchItems(ctx, req.principal, b)),
  );
  apiRoute(app, '/add_item', { body: addItemBody }, (b, req) => addItem(ctx, req.principal, b));
  apiRoute(
    app,
    '/item_import_preview',
    {
      body: itemImportPreviewBody,
      bodyLimit: LIMITS.uploadRequestMaxBytes,
      tooLarge: INVOICE_MSG.tooLarge,
      summary: 'Read a CSV or Excel catalogue for review',
    },
    (b, req) => previewImport(ctx, req.principal, b),
  );
  apiRoute(
    app,
    '/item_import_commit',
    { body: itemImportCommitBody, summary: 'Import the reviewed rows of a catalogue file' },
    (b, req) => commitImport(ctx, req.principal, b),
  );

  apiRoute(app, '/order_guide_items', { body: orderGuideItemsBody }, async (b, req) => {
    const businessId = businessScope(req.principal, b.businessId);
    await setInOrderGuide(ctx.db, businessId, b.itemId, b.action === 'add');
    return { status: 'SUCCESS', itemId: b.itemId, inOrderGuide: b.action === 'add' };
  });

  apiRoute(app, '/item_category_update', { body: itemCategoryUpdateBody }, async (b, req) => {
    const businessId = businessScope(req.principal, b.businessId);
    const category = b.newCategory === 'None' ? null : b.newCategory;
    await setCategory(ctx.db, businessId, b.itemId, category);
    return { status: 'SUCCESS', itemId: b.itemId, category };
  });

  apiRoute(app, '/item_last_ordered', { body: itemLastOrderedBody }, async (b, req) => {
    const businessId = businessScope(req.principal, b.businessId);
    await visibleItem(ctx.db, businessId, b.itemId);
    const [itemDetails, history] = await Promise.all([
      lastOrdered(ctx.db, businessId, b.itemId),
      priceHistory(ctx.db, businessId, b.itemId),
    ]);
    return { itemDetails, history };
  });

  apiRoute(app, '/item_note_put', { body: itemNotePutBody }, async (b, req) => {
    const businessId = businessScope(req.principal);
    await visibleItem(ctx.db, businessId, b.item_id, b.item_price_id);
    const note = await ctx.db
      .insertInto('item_notes')
      .values({
        item_id: b.item_id,
        item_price_id: b.item_price_id ?? null,
        business_id: businessId,
        user_id: req.principal.userId,
        note: b.note,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { status: 'SUCCESS', id: note.id };
  });

  apiRoute(app, '/item_note', { body: itemNoteBody }, async (_b, req) => {
    const businessId = businessScope(req.principal);
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
  });
}
