import { ENDPOINTS, INVOICE_MSG, LIMITS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { responseSerializer } from '../../http/response-check.js';
import { route } from '../../http/route.js';
import { addItem } from './add-item.js';
import { commitImport, previewImport } from './import-catalog.js';
import { addItemNote, itemDetails, itemNotes, setInOrderGuide, updateCategory } from './items.js';
import { searchItems } from './search.js';
import { updateItem } from './update-item.js';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A search answer is remembered as JSON text (search-cache.ts), made and checked against the contract once.
  const searchJson = responseSerializer({ strict: !ctx.config.production, warn: (m) => ctx.log.warn(m) })({
    schema: ENDPOINTS['/item_search'].response,
    url: '/api/item_search',
  });
  route(app, '/item_search', async (b, req, reply) => {
    const json = await searchItems(ctx, req.principal, b, searchJson);
    return reply.type('application/json; charset=utf-8').send(json) as never;
  });

  route(app, '/add_item', (b, req) => addItem(ctx, req.principal, b));
  route(app, '/item_update', (b, req) => updateItem(ctx, req.principal, b));
  route(app, '/item_import_preview', (b, req) => previewImport(ctx, req.principal, b), {
    bodyLimit: LIMITS.uploadRequestMaxBytes,
    tooLarge: INVOICE_MSG.tooLarge,
  });
  route(app, '/item_import_commit', (b, req) => commitImport(ctx, req.principal, b));

  route(app, '/order_guide_items', (b, req) => setInOrderGuide(ctx, req.principal, b));
  route(app, '/item_category_update', (b, req) => updateCategory(ctx, req.principal, b));
  route(app, '/item_last_ordered', (b, req) => itemDetails(ctx, req.principal, b));
  route(app, '/item_note_put', (b, req) => addItemNote(ctx, req.principal, b));
  route(app, '/item_note', (_b, req) => itemNotes(ctx, req.principal));
}
