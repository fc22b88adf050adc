/**
 * Each restaurant's secret address for invoices by email: invoices+<token>@<inbound domain>. Knowing the address
 * is the first factor of an emailed invoice (the sender being a member of the restaurant is the second); rotating
 * it makes the old address stop working at once.
 */
import { randomBytes } from 'node:crypto';
import type { inboundAddressBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';

const LOCAL_PART = 'invoices';
const newToken = () => randomBytes(16).toString('hex');

export const inboundAddress = (token: string, domain: string) => `${LOCAL_PART}+${token}@${domain}`;

/** The token of an address like invoices+<token>@anything, or null. */
export function tokenOf(address: string): string | null {
  const m = /^invoices\+([a-z0-9]{20,64})@[^@\s]+$/i.exec(address.trim());
  return m ? m[1].toLowerCase() : null;
}

/** The restaurant whose secret address this is, or null. */
export async function businessForAddress(db: Db, address: string): Promise<number | null> {
  const token = tokenOf(address);
  if (!token) return null;
  const row = await db.selectFrom('businesses').select('id').where('inbound_token', '=', token).executeTakeFirst();
  return row?.id ?? null;
}

/** The restaurant's address, made on first use. */
export async function getInboundAddress(ctx: AppContext, p: Principal, b: z.infer<typeof inboundAddressBody>) {
  const businessId = businessScope(p, b.businessId);
  await ctx.db
    .updateTable('businesses')
    .set({ inbound_token: newToken() })
    .where('id', '=', businessId)
    .where('inbound_token', 'is', null)
    .execute();
  const row = await ctx.db
    .selectFrom('businesses')
    .select('inbound_token')
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!row?.inbound_token) throw notFound('Restaurant not found');
  return { address: inboundAddress(row.inbound_token, ctx.config.inboundDomain) };
}

/** A new address for the restaurant; mail to the old one is refused from now on. */
export async function rotateInboundAddress(ctx: AppContext, p: Principal, b: z.infer<typeof inboundAddressBody>) {
  const businessId = businessScope(p, b.businessId);
  const token = newToken();
  const row = await ctx.db
    .updateTable('businesses')
    .set({ inbound_token: token })
    .where('id', '=', businessId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('Restaurant not found');
  return { address: inboundAddress(token, ctx.config.inboundDomain) };
}
