import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { confirmClaimCode, ownClaim, sendClaimCode } from './claims.js';
import { addContact, connectSupplier, setAccount, updateConnection } from './connections.js';
import { accountOf, customerList, searchContacts, supplierList } from './lists.js';
import { searchSuppliers } from './repository.js';
import { deleteDeliveryArea, listDeliveryAreas, saveDeliveryArea, updateSupplierProfile } from './settings.js';

export function supplierRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/supplier_search', async (b) => ({ suppliers: await searchSuppliers(ctx.db, b.searchTerm) }));
  route(app, '/supplier_get', (b, req) => supplierList(ctx, req.principal, b));

  route(app, '/customer_supplier_put', (b, req) => connectSupplier(ctx, req.principal, b));
  route(app, '/customer_supplier_update', (b, req) => updateConnection(ctx, req.principal, b));
  route(app, '/supplier_person_put', (b, req) => addContact(ctx, req.principal, b));
  route(app, '/person_search', (b, req) => searchContacts(ctx, req.principal, b));
  route(app, '/customer_get', (b, req) => customerList(ctx, req.principal, b));

  route(app, '/supplier_account', (b, req) => accountOf(ctx, req.principal, b));
  route(app, '/submit_account', (b, req) => setAccount(ctx, req.principal, b.businessId, b.supplierId, b.accountId));

  route(app, '/supplier_profile_update', (b, req) => updateSupplierProfile(ctx, req.principal, b));
  // A supplier account waiting to manage a record restaurants created (see claims.ts).
  route(app, '/supplier_claim_get', async (_b, req) => ({ claim: await ownClaim(ctx, req.principal) }));
  route(app, '/supplier_claim_send_code', (_b, req) => sendClaimCode(ctx, req.principal, req.ip));
  route(app, '/supplier_claim_confirm', (b, req) => confirmClaimCode(ctx, req.principal, b.code));

  route(app, '/delivery_area_get', (_b, req) => listDeliveryAreas(ctx, req.principal));
  route(app, '/delivery_area_put', (b, req) => saveDeliveryArea(ctx, req.principal, b));
  route(app, '/delivery_area_delete', (b, req) => deleteDeliveryArea(ctx, req.principal, b.id));
}
