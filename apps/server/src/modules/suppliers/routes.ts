import {
  contactBody,
  customerGetBody,
  deliveryAreaBody,
  deliveryAreaDeleteBody,
  emptyBody,
  personSearchBody,
  submitAccountBody,
  supplierAccountBody,
  supplierClaimConfirmBody,
  supplierClaimResponse,
  supplierConnectionBody,
  supplierGetBody,
  supplierProfileBody,
  supplierSearchBody,
  supplierUpdateBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { badRequest } from '../../lib/errors.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { deliveryRules } from '../orders/delivery-rules.js';
import { confirmClaimCode, ownClaim, sendClaimCode } from './claims.js';
import { addContact, connectSupplier, setAccount, updateConnection } from './connections.js';
import { getConnection, listConnectedSuppliers, listCustomers, searchSuppliers } from './repository.js';
import { deleteDeliveryArea, listDeliveryAreas, saveDeliveryArea, updateSupplierProfile } from './settings.js';

export function supplierRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/supplier_search', { body: supplierSearchBody }, async (b) => ({
    suppliers: await searchSuppliers(ctx.db, b.searchTerm),
  }));

  apiRoute(app, '/supplier_get', { body: supplierGetBody }, async (b, req) => {
    const p = req.principal;
    if (p.usertype === 'supplier') {
      const supplierId = supplierScope(p);
      const s = await ctx.db.selectFrom('suppliers').selectAll().where('id', '=', supplierId).executeTakeFirstOrThrow();
      return { suppliers: [{ ...s, supplier_id: s.id }], business: null, supplierDetails: s };
    }
    if (p.usertype === 'admin' && !b.business_id) {
      const suppliers = await ctx.db
        .selectFrom('suppliers')
        .select(['id', 'id as supplier_id', 'name', 'alternate_names', 'registered'])
        .orderBy('name')
        .execute();
      return { suppliers, business: null };
    }
    const businessId = businessScope(p, b.business_id);
    const business = await ctx.db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirst();
    const suppliers = await listConnectedSuppliers(ctx.db, businessId);
    const rules = await deliveryRules(
      ctx.db,
      businessId,
      suppliers.map((s) => s.id),
    );
    return { suppliers: suppliers.map((s) => ({ ...s, delivery_rule: rules.get(s.id) ?? null })), business };
  });

  apiRoute(app, '/customer_supplier_put', { body: supplierConnectionBody }, (b, req) =>
    connectSupplier(ctx, req.principal, b),
  );
  apiRoute(app, '/customer_supplier_update', { body: supplierUpdateBody }, (b, req) =>
    updateConnection(ctx, req.principal, b),
  );
  apiRoute(app, '/supplier_person_put', { body: contactBody }, (b, req) => addContact(ctx, req.principal, b));

  apiRoute(app, '/person_search', { body: personSearchBody }, async (b, req) => {
    const businessId = businessScope(req.principal, b.business_id);
    if (b.supplier_id) await getConnection(ctx.db, businessId, b.supplier_id);
    let q = ctx.db
      .selectFrom('contacts')
      .select(['id', 'name', 'phone', 'email', 'role', 'default_order_email', 'supplier_id'])
      .where('business_id', '=', businessId);
    if (b.supplier_id) q = q.where('supplier_id', '=', b.supplier_id);
    if (b.email) q = q.where('email', 'like', `%${b.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (b.defaultOrderEmail) q = q.where('default_order_email', '=', true);
    return { persons: await q.orderBy('name').limit(100).execute() };
  });

  apiRoute(app, '/customer_get', { body: customerGetBody }, async (b, req) => {
    const p = req.principal;
    const supplierId = p.usertype === 'admin' ? b.supplier_id : supplierScope(p, b.supplier_id);
    if (!supplierId) throw badRequest('Choose a supplier');
    return { customers: await listCustomers(ctx.db, supplierId) };
  });

  apiRoute(app, '/supplier_account', { body: supplierAccountBody }, async (b, req) => {
    const c = await getConnection(ctx.db, businessScope(req.principal, b.businessId), b.supplierId);
    return { accountId: c.account_id || null };
  });
  apiRoute(app, '/submit_account', { body: submitAccountBody }, (b, req) =>
    setAccount(ctx, req.principal, b.businessId, b.supplierId, b.accountId),
  );

  apiRoute(app, '/supplier_profile_update', { body: supplierProfileBody }, (b, req) =>
    updateSupplierProfile(ctx, req.principal, b),
  );
  // A supplier account waiting to manage a record restaurants created (see claims.ts).
  apiRoute(app, '/supplier_claim_get', { body: emptyBody, response: supplierClaimResponse }, async (_b, req) => ({
    claim: await ownClaim(ctx, req.principal),
  }));
  apiRoute(app, '/supplier_claim_send_code', { body: emptyBody }, (_b, req) =>
    sendClaimCode(ctx, req.principal, req.ip),
  );
  apiRoute(app, '/supplier_claim_confirm', { body: supplierClaimConfirmBody }, (b, req) =>
    confirmClaimCode(ctx, req.principal, b.code),
  );

  apiRoute(app, '/delivery_area_get', { body: emptyBody }, (_b, req) => listDeliveryAreas(ctx, req.principal));
  apiRoute(app, '/delivery_area_put', { body: deliveryAreaBody }, (b, req) => saveDeliveryArea(ctx, req.principal, b));
  apiRoute(app, '/delivery_area_delete', { body: deliveryAreaDeleteBody }, (b, req) =>
    deleteDeliveryArea(ctx, req.principal, b.id),
  );
}
