import { randomBytes } from 'node:crypto';
import { sha256 } from '../../modules/auth/tokens.js';
import type { CatalogueItem, SupplierKey } from './catalogue.js';
import type { BusinessKey, ConnectionSeed } from './fixtures.js';
import { centsToString, DAY, daysAgo, HOUR, lineTotalCents, MINUTE, type Rng, scalePrice } from './seed-util.js';

/** Plans for the demo's orders and invoices, built in memory before they are inserted. */

/** Order statuses in the order an order walks through them. */
export const STATUS_FLOW = [1, 2, 34, 35, 36] as const;

export type OrderLinePlan = {
  item: CatalogueItem;
  ordered: number;
  lineTotal: string;
};

export type OrderPlan = {
  supplier: SupplierKey;
  accountId: string;
  /** Index into the restaurant's team. */
  member: 0 | 1;
  statusId: number;
  createdAt: Date;
  deliveryTime: Date;
  lines: OrderLinePlan[];
  total: string;
  guestRefKey: string;
  guestVerifyHash: string;
  notes: string;
  /** One time per status of STATUS_FLOW up to statusId. */
  statusTimes: Date[];
  comments: { fromSupplier: boolean; note: string; at: Date }[];
};

/** Days before now and status of each restaurant's orders; the first two are created today. */
const SCHEDULE: { days: number; status: number }[] = [
  { days: 0, status: 1 },
  { days: 0, status: 2 },
  { days: 1, status: 34 },
  { days: 2, status: 35 },
  { days: 4, status: 36 },
  { days: 7, status: 36 },
  { days: 12, status: 36 },
  { days: 19, status: 36 },
  { days: 28, status: 36 },
  { days: 41, status: 36 },
  { days: 58, status: 36 },
  { days: 83, status: 36 },
];

const ORDER_NOTES = [
  'Please deliver before 10 am, the kitchen opens at 11.',
  'Short on walk-in space this week, please call before delivery.',
  'Add this to our usual standing order.',
  'Need these for a private event on Saturday.',
  '',
  '',
];
const RESTAURANT_COMMENTS = [
  'Can you confirm the delivery window?',
  'Please substitute with the closest size if out of stock.',
  'Leave the invoice with the chef on duty.',
];
const SUPPLIER_COMMENTS = [
  'Confirmed, on the truck for tomorrow morning.',
  'One item is back-ordered, we will ship the rest today.',
  'Driver will call 15 minutes before arrival.',
];

/** Today's orders must stay within the current day in both UTC and the server's local time zone. */
function sinceStartOfToday(now: Date): number {
  const local = new Date(now);
  local.setHours(0, 0, 0, 0);
  const utc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.min(now.getTime() - local.getTime(), now.getTime() - utc);
}

function orderTimes(now: Date, days: number, slot: number, rng: Rng): Date {
  if (days > 0) return new Date(daysAgo(now, days).getTime() - rng.int(0, 180) * MINUTE);
  const wanted = (slot + 1) * 35 * MINUTE;
  const room = sinceStartOfToday(now);
  return new Date(now.getTime() - Math.min(wanted, Math.floor((room * (slot + 1)) / 3)));
}

/**
 * Status changes at fixed gaps after creation (delivered at the delivery time), squeezed into the time up to now
 * when the order is recent.
 */
function statusTimes(now: Date, createdAt: Date, deliveryTime: Date, statusId: number): Date[] {
  const delivered = Math.max(deliveryTime.getTime() - createdAt.getTime(), 2 * DAY);
  const gaps = [0, 20 * MINUTE, 3 * HOUR, DAY, delivered].slice(0, STATUS_FLOW.indexOf(statusId as 1) + 1);
  const span = now.getTime() - createdAt.getTime();
  const last = gaps[gaps.length - 1]!;
  const factor = last >= span * 0.9 ? (span * 0.9) / last : 1;
  return gaps.map((g) => new Date(createdAt.getTime() + Math.floor(g * factor)));
}

/** A minute after `t`, or halfway to now when that is sooner. */
const soonAfter = (t: Date, now: Date) =>
  new Date(t.getTime() + Math.min(MINUTE, Math.floor((now.getTime() - t.getTime()) / 2)));

export function planOrders(
  now: Date,
  business: BusinessKey,
  connections: ConnectionSeed[],
  guide: CatalogueItem[],
  rng: Rng,
): OrderPlan[] {
  return SCHEDULE.map((slot, i) => {
    const connection = connections[i % connections.length]!;
    const offered = guide.filter((item) => item.supplier === connection.supplier);
    const lines = rng
      .shuffle(offered)
      .slice(0, rng.int(2, Math.min(6, offered.length)))
      .map((item) => {
        const ordered = rng.int(1, 10);
        return { item, ordered, lineTotal: lineTotalCents(item.price, item.quantity, ordered) };
      });
    const total = lines.reduce((sum, l) => sum + l.lineTotal, 0n);
    const createdAt = orderTimes(now, slot.days, i, rng);
    const delivery = new Date(createdAt.getTime() + 2 * DAY);
    delivery.setUTCHours(business === 'maple' ? 14 : 17, 0, 0, 0);
    const times = statusTimes(now, createdAt, delivery, slot.status);
    const comments: OrderPlan['comments'] = [
      { fromSupplier: false, note: rng.pick(RESTAURANT_COMMENTS), at: soonAfter(createdAt, now) },
    ];
    if (slot.status !== 1)
      comments.push({
        fromSupplier: true,
        note: rng.pick(SUPPLIER_COMMENTS),
        at: soonAfter(times[1]!, now),
      });
    return {
      supplier: connection.supplier,
      accountId: connection.accountId,
      member: (i % 2) as 0 | 1,
      statusId: slot.status,
      createdAt,
      deliveryTime: delivery,
      lines: lines.map((l) => ({ ...l, lineTotal: centsToString(l.lineTotal) })),
      total: centsToString(total),
      guestRefKey: randomBytes(16).toString('hex'),
      guestVerifyHash: sha256(randomBytes(16).toString('hex')),
      notes: rng.pick(ORDER_NOTES),
      statusTimes: times,
      comments,
    };
  });
}

export type InvoicePlan = {
  uploadId: string;
  supplier: SupplierKey;
  member: 0 | 1;
  fileName: string;
  invoiceNumber: string;
  invoiceDate: Date;
  createdAt: Date;
  imported: boolean;
  lines: { item: CatalogueItem; price: string; recordKey: string }[];
};

/** One imported and one pending invoice per restaurant, from suppliers it buys from. */
export function planInvoices(
  now: Date,
  business: BusinessKey,
  connections: ConnectionSeed[],
  guide: CatalogueItem[],
  rng: Rng,
): InvoicePlan[] {
  // Maple Bistro: imported from its first supplier, pending from its last; Harbour Grill the other way round.
  const [first, second] =
    business === 'maple' ? [connections[0]!, connections[connections.length - 1]!] : [connections[1]!, connections[0]!];
  const invoiceDate = daysAgo(now, 9);
  invoiceDate.setUTCHours(0, 0, 0, 0);
  const pendingDate = daysAgo(now, 2);
  pendingDate.setUTCHours(0, 0, 0, 0);
  const billed = rng.shuffle(guide.filter((item) => item.supplier === first.supplier)).slice(0, rng.int(5, 8));
  const prefix = business === 'maple' ? 'demo-maple' : 'demo-harbour';
  return [
    {
      uploadId: `${prefix}-inv-1`,
      supplier: first.supplier,
      member: 1,
      fileName: `${first.accountId}-invoice-${rng.int(80_000, 89_999)}.pdf`,
      invoiceNumber: `INV-${rng.int(100_000, 999_999)}`,
      invoiceDate,
      createdAt: new Date(invoiceDate.getTime() + DAY + 9 * HOUR),
      imported: true,
      lines: billed.map((item, i) => ({
        item,
        // Invoiced prices drift a little from the list price, both ways.
        price: scalePrice(item.price, rng.pick([970, 985, 1000, 1015, 1030, 1045])),
        recordKey: `row-${i + 1}`,
      })),
    },
    {
      uploadId: `${prefix}-inv-2`,
      supplier: second.supplier,
      member: 0,
      fileName: `${second.accountId}-invoice-${rng.int(50_000, 59_999)}.pdf`,
      invoiceNumber: `INV-${rng.int(100_000, 999_999)}`,
      invoiceDate: pendingDate,
      createdAt: new Date(pendingDate.getTime() + 20 * HOUR),
      imported: false,
      lines: [],
    },
  ];
}
