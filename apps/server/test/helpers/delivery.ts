import { type DeliveryRule, nextDeliveryDay, parseDeliveryDays, zonedInstant } from '@app/contracts';

/** A delivery time (10 AM on the restaurant's clock) on the first day the rule still takes orders for. */
export function deliveryTimeFor(rule: DeliveryRule): string {
  const day = nextDeliveryDay(rule);
  if (!day) throw new Error(`no delivery day in ${JSON.stringify(rule)}`);
  return zonedInstant(day, 10, rule.timeZone).toISOString();
}

/** The same for a supplier with these delivery days and order cutoff (test restaurants are in Toronto). */
export function deliverableTime(
  deliveryDays: string,
  orderCutoff: number | null,
  timeZone = 'America/Toronto',
): string {
  const days = deliveryDays ? parseDeliveryDays(deliveryDays) : null;
  return deliveryTimeFor({ days, cutoffHour: orderCutoff, timeZone, outsideArea: null });
}
