import { sha256 } from '../../modules/auth/tokens.js';
import type { Tx } from '../database.js';
import { planInvoices, planOrders, STATUS_FLOW } from './activity-plans.js';
import { CATALOGUE } from './catalogue.js';
import type { CatalogueIds } from './catalogue-insert.js';
import { BUSINESS_KEYS, BUSINESSES, SUPPLIERS } from './fixtures.js';
import type { OrganisationIds } from './organisations.js';
import { daysAgo, fullName, lookup, MINUTE, type Rng } from './seed-util.js';

/** Orders with their lines, status history and notes; invoices with their imported prices; item audit notes. */
export async function insertActivity(
  tx: Tx,
  org: OrganisationIds,
  cat: CatalogueIds,
  now: Date,
  rng: Rng,
): Promise<void> {
  const { userId, businessId, supplierId } = org;
  const { itemId, currentPriceId } = cat;

  const orders = BUSINESS_KEYS.flatMap((k) => {
    const b = BUSINESSES[k];
    return planOrders(now, k, b.connections, cat.guide(k), rng).map((plan) => ({ k, b, plan }));
  });
  const orderRows = await tx
    .insertInto('orders')
    .values(
      orders.map(({ k, b, plan }) => {
        const member = b.team[plan.member];
        return {
          business_id: businessId(k),
          supplier_id: supplierId(plan.supplier),
          user_id: userId(member),
          business_location_id: org.locationId(k),
          status_id: plan.statusId,
          address: `${b.address1}, ${b.city}, ${b.state} ${b.postalCode}`,
          phone: b.phone,
          contact_name: fullName(member),
          pickup: false,
          delivery_time: plan.deliveryTime,
          account_id: plan.accountId,
          notes: plan.notes,
          total: plan.total,
          guest_ref_key: plan.guestRefKey,
          guest_verify_hash: plan.guestVerifyHash,
          created_at: plan.createdAt,
        };
      }),
    )
    .returning(['id', 'guest_ref_key'])
    .execute();
  const orderIds = new Map(orderRows.map((r) => [r.guest_ref_key, r.id]));
  const withIds = orders.map((o) => ({ ...o, id: lookup(orderIds, o.plan.guestRefKey, 'order') }));
  await tx
    .insertInto('order_items')
    .values(
      withIds.flatMap(({ id, plan }) =>
        plan.lines.map((l) => ({
          order_id: id,
          item_id: itemId(l.item),
          item_price_id: currentPriceId(l.item),
          name: l.item.name,
          unit: l.item.unit,
          quantity: l.item.quantity,
          ordered_quantity: l.ordered,
          price: l.item.price,
          line_total: l.lineTotal,
        })),
      ),
    )
    .execute();
  await tx
    .insertInto('order_status_history')
    .values(
      withIds.flatMap(({ id, b, plan }) =>
        plan.statusTimes.map((at, i) => {
          const author = i === 0 ? b.team[plan.member] : SUPPLIERS[plan.supplier].user;
          const status = STATUS_FLOW[i]!;
          return { order_id: id, status_id: status, user_id: userId(author), author: fullName(author), created_at: at };
        }),
      ),
    )
    .execute();
  await tx
    .insertInto('order_notes')
    .values(
      withIds.flatMap(({ id, b, plan }) =>
        plan.comments.map((c) => {
          const author = c.fromSupplier ? SUPPLIERS[plan.supplier].user : b.team[plan.member];
          return { order_id: id, user_id: userId(author), author: fullName(author), note: c.note, created_at: c.at };
        }),
      ),
    )
    .execute();

  const invoices = BUSINESS_KEYS.flatMap((k) => {
    const plans = planInvoices(now, k, BUSINESSES[k].connections, cat.guide(k), rng);
    return plans.map((plan, i) => ({ k, plan, n: i + 1 }));
  });
  const invoiceRows = await tx
    .insertInto('invoices')
    .values(
      invoices.map(({ k, plan, n }) => {
        const key = `invoices/${businessId(k)}/demo-${n}.pdf`;
        return {
          business_id: businessId(k),
          user_id: userId(BUSINESSES[k].team[plan.member]),
          supplier_id: supplierId(plan.supplier),
          kind: 'invoice' as const,
          upload_id: plan.uploadId,
          key,
          full_key: key,
          file_name: plan.fileName,
          file_type: 2,
          content_hash: sha256(plan.uploadId),
          status: plan.imported ? ('imported' as const) : ('pending' as const),
          parse_status: 'parsed' as const,
          invoice_number: plan.invoiceNumber,
          invoice_date: plan.invoiceDate.toISOString().slice(0, 10),
          source: 'upload' as const,
          created_at: plan.createdAt,
          imported_at: plan.imported ? new Date(plan.createdAt.getTime() + 15 * MINUTE) : null,
        };
      }),
    )
    .returning(['id', 'upload_id'])
    .execute();
  const invoiceIds = new Map(invoiceRows.map((r) => [r.upload_id, r.id]));
  const invoiceLines = invoices.flatMap(({ k, plan }) =>
    plan.lines.map((line) => ({ k, plan, line, invoiceId: lookup(invoiceIds, plan.uploadId, 'invoice') })),
  );
  if (invoiceLines.length > 0) {
    const invoicePriceRows = await tx
      .insertInto('item_prices')
      .values(
        invoiceLines.map(({ k, plan, line, invoiceId }) => ({
          item_id: itemId(line.item),
          price: line.price,
          unit: line.item.unit,
          quantity: line.item.quantity,
          source: 'invoice' as const,
          business_id: businessId(k),
          invoice_id: invoiceId,
          effective_at: plan.invoiceDate,
          created_at: new Date(plan.createdAt.getTime() + 15 * MINUTE),
        })),
      )
      .returning(['id', 'item_id', 'invoice_id'])
      .execute();
    const invoicePriceIds = new Map(invoicePriceRows.map((r) => [`${r.invoice_id}:${r.item_id}`, r.id]));
    await tx
      .insertInto('invoice_items')
      .values(
        invoiceLines.map(({ plan, line, invoiceId }) => ({
          invoice_id: invoiceId,
          item_id: itemId(line.item),
          item_price_id: lookup(invoicePriceIds, `${invoiceId}:${itemId(line.item)}`, 'invoice price'),
          record_key: line.recordKey,
          name: line.item.name,
          item_code: line.item.code,
          unit: line.item.unit,
          quantity: line.item.quantity,
          price: line.price,
          category: line.item.category,
          created_at: new Date(plan.createdAt.getTime() + 15 * MINUTE),
        })),
      )
      .execute();
  }

  // Audit notes on items ------------------------------------------------------------------------
  const [owner, chef] = BUSINESSES.maple.team;
  const byCode = new Map(CATALOGUE.map((item) => [item.code, item]));
  const notes = [
    {
      code: 'FV-1021',
      by: chef,
      days: 6,
      note: 'Tomatoes were soft on the last delivery. Check every case before signing.',
    },
    {
      code: 'MF-20311',
      by: owner,
      days: 15,
      note: 'Metro is cheaper per case than Fresh Valley for butter, use Metro.',
    },
    {
      code: 'NM-5510',
      by: chef,
      days: 33,
      note: 'Asked Northern for a contract price on chicken breast (20 cases/month).',
    },
  ];
  await tx
    .insertInto('item_notes')
    .values(
      notes.map((n) => {
        const item = lookup(byCode, n.code, 'catalogue item');
        return {
          item_id: itemId(item),
          item_price_id: currentPriceId(item),
          business_id: businessId('maple'),
          user_id: userId(n.by),
          note: n.note,
          created_at: daysAgo(now, n.days),
        };
      }),
    )
    .execute();
}
