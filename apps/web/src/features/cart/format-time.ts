import { format } from 'date-fns';
import { inTimezone } from '../../lib/format';

/** A time of day such as "3:45 PM" in `timeZone`. */
export function formatTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(inTimezone(d, timeZone), 'h:mm a');
}
