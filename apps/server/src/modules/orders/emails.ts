import { TZDate, tzName } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MailPayload } from '../../jobs/mail.js';
import { guestLinkExpiry } from './guest.js';
import type { OrderView } from './view.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const money = (v: string | number) => `$${Number(v).toFixed(2)}`;
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

/** The order as the supplier receives it: an HTML table and the same in plain text, with the guest link. */
export function orderMail(v: OrderView, to: string[], cc: string[], link: string): MailPayload {
  const o = v.order;
  const expires = guestLinkExpiry({ delivery_time: o.delivery_time, created_at: o.created });
  const until = `The link works until ${expires.toLocaleDateString('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })}.`;
  const rows = v.items
    .map(
      (i) =>
        `<tr><td>${esc(i.name)}</td><td style="text-align:right">${Number(i.ordered_quantity)}</td><td>${esc(i.unit)}</td><td style="text-align:right">${Number(i.quantity)}</td><td style="text-align:right">${money(i.price)}</td><td style="text-align:right">${money(i.line_total)}</td></tr>`,
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
  const text = [
    `New order #${o.id} from ${v.business.name}`,
    '',
    ...details.map(([k, val]) => `${k}: ${val}`),
    '',
    'Items:',
    ...v.items.map(
      (i) =>
        `- ${Number(i.ordered_quantity)} x ${i.name} (${Number(i.quantity)} ${i.unit}) @ ${money(i.price)} = ${money(i.line_total)}`,
    ),
    '',
    `Total: ${money(o.total)} CAD`,
    ...(notes.length ? ['', 'Notes:', ...notes.map((n) => `- ${n}`)] : []),
    '',
    `View the order, mark it received and reply with a note: ${link}`,
    until,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h2>New order #${o.id} from ${esc(v.business.name)}</h2>
<table style="border-collapse:collapse">${details.map(([k, val]) => `<tr><th style="text-align:left;padding-right:12px">${esc(k ?? '')}</th><td>${esc(val ?? '')}</td></tr>`).join('')}</table>
<table style="border-collapse:collapse;margin-top:16px" cellpadding="6" border="1">
<thead><tr><th>Item</th><th>Qty</th><th>Unit</th><th>Pack</th><th>Price</th><th>Line total</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th colspan="5" style="text-align:right">Total (CAD)</th><th style="text-align:right">${money(o.total)}</th></tr></tfoot></table>
${notes.length ? `<h3>Notes</h3><ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
<p><a href="${esc(link)}">View the order, mark it received and reply with a note</a><br>${esc(until)}</p></body></html>`;
  return { to, cc, subject: `New order #${o.id} from ${v.business.name}`, text, html, replyTo: cc[0] };
}

export function newOrderSupplierMail(v: OrderView, to: string[], publicUrl: string): MailPayload {
  const link = `${publicUrl}/OrderStatus`;
  return {
    to,
    subject: `New order #${v.order.id} from ${v.business.name}`,
    text: `${v.business.name} sent order #${v.order.id} for ${money(v.order.total)} CAD.\n\nSee your orders: ${link}\n`,
    html: `<p>${esc(v.business.name)} sent order #${v.order.id} for ${money(v.order.total)} CAD.</p><p><a href="${esc(link)}">See your orders</a></p>`,
  };
}
