import { formatMoney as money, formatQuantity as qty } from '@app/contracts';
import { TZDate, tzName } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MailPayload } from '../../jobs/mail.js';
import { guestLinkExpiry } from './guest.js';
import type { OrderView } from './view.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** A moment on the clock of `timeZone`, with the zone's abbreviation: "Tue, Nov 24, 2026, 9:45 AM EST". */
export function when(d: Date | null, timeZone: string): string {
  if (!d) return 'not set';
  const zone = knownZone(timeZone);
  return `${format(new TZDate(d.getTime(), zone), 'EEE, MMM d, yyyy, h:mm a')} ${tzName(zone, d, 'short')}`;
}

function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The day of a moment on the clock of `timeZone`: "Tue, Nov 24, 2026". */
export function day(d: Date, timeZone: string): string {
  return format(new TZDate(d.getTime(), knownZone(timeZone)), 'EEE, MMM d, yyyy');
}

/** "New order #12 from Maple Bistro, delivery Tue, Nov 24, 2026": who ordered and for when, on the restaurant's clock. */
export function orderSubject(v: OrderView): string {
  const o = v.order;
  const base = `New order #${o.id} from ${v.business.name}`;
  return o.delivery_time ? `${base}, ${o.pickup ? 'pickup' : 'delivery'} ${day(o.delivery_time, v.timeZone)}` : base;
}

/**
 * The order as the supplier receives it: an HTML table and the same in plain text, with the guest link. Each line
 * reads as on the screen: pack, pack price × quantity = line total; times are on the restaurant's clock.
 */
export function orderMail(v: OrderView, to: string[], cc: string[], link: string, replyTo?: string): MailPayload {
  const o = v.order;
  const expires = guestLinkExpiry({ delivery_time: o.delivery_time, created_at: o.created });
  const until = `The link works until ${expires.toLocaleDateString('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })}.`;
  const pack = (i: OrderView['items'][number]) => `${qty(i.quantity)} ${i.unit}`.trim();
  const cell = (v: string, right = false) => `<td${right ? ' style="text-align:right"' : ''}>${esc(v)}</td>`;
  const rows = v.items
    .map(
      (i) =>
        `<tr>${cell(i.name)}${cell(pack(i))}${cell(money(i.pack_price), true)}${cell(qty(i.ordered_quantity), true)}${cell(money(i.line_total), true)}</tr>`,
    )
    .join('');
  const notes = v.notes.map((n) => n.note);
  const details = [
    ['Restaurant', v.business.name],
    ['Account number', o.account_id],
    [o.pickup ? 'Pickup' : 'Delivery', when(o.delivery_time, v.timeZone)],
    ['Address', o.address],
    ['Phone', o.phone],
    ['Ordered by', o.contact_name],
  ];
  const title = `New order #${o.id} from ${v.business.name}`;
  const text = [
    title,
    '',
    ...details.map(([k, val]) => `${k}: ${val}`),
    '',
    'Items (pack price x quantity = line total):',
    ...v.items.map(
      (i) => `- ${i.name} (${pack(i)}): ${money(i.pack_price)} x ${qty(i.ordered_quantity)} = ${money(i.line_total)}`,
    ),
    '',
    `Total: ${money(o.total)} CAD`,
    ...(notes.length ? ['', 'Notes:', ...notes.map((n) => `- ${n}`)] : []),
    '',
    `View the order, mark it received, propose changes or reply with a note: ${link}`,
    until,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h2>${esc(title)}</h2>
<table style="border-collapse:collapse">${details.map(([k, val]) => `<tr><th style="text-align:left;padding-right:12px">${esc(k ?? '')}</th><td>${esc(val ?? '')}</td></tr>`).join('')}</table>
<table style="border-collapse:collapse;margin-top:16px" cellpadding="6" border="1">
<thead><tr><th>Item</th><th>Pack</th><th>Pack price</th><th>Qty</th><th>Line total</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="4" style="text-align:right">Total (CAD)</th><th style="text-align:right">${money(o.total)}</th></tr></tfoot></table>
${notes.length ? `<h3>Notes</h3><ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
<p><a href="${esc(link)}">View the order, mark it received, propose changes or reply with a note</a><br>${esc(until)}</p></body></html>`;
  return { to, cc, subject: orderSubject(v), text, html, replyTo: replyTo ?? cc[0] };
}

/** What the supplier did to an order, for the restaurant's users, with a link to the order. */
export function orderEventMail(v: OrderView, to: string[], what: string, link: string): MailPayload {
  const o = v.order;
  const when_ = o.delivery_time ? ` (${o.pickup ? 'pickup' : 'delivery'} ${day(o.delivery_time, v.timeZone)})` : '';
  const line = `Order #${o.id} from ${v.business.name} to ${v.supplierName}${when_}, now ${o.status}, total ${money(o.total)} CAD.`;
  return {
    to,
    subject: what,
    text: `${what}\n\n${line}\n\nSee the order: ${link}\n`,
    html: `<p><strong>${esc(what)}</strong></p><p>${esc(line)}</p><p><a href="${esc(link)}">See the order</a></p>`,
  };
}

export function newOrderSupplierMail(v: OrderView, to: string[], publicUrl: string): MailPayload {
  const link = `${publicUrl}/OrderStatus`;
  return {
    to,
    subject: orderSubject(v),
    text: `${v.business.name} sent order #${v.order.id} for ${money(v.order.total)} CAD.\n\nSee your orders: ${link}\n`,
    html: `<p>${esc(v.business.name)} sent order #${v.order.id} for ${money(v.order.total)} CAD.</p><p><a href="${esc(link)}">See your orders</a></p>`,
  };
}
