import type { InvoiceStatus, ParseStatus } from '@app/contracts';
import { Badge } from '../../components/ui/badge';

type StatusOf = { status: InvoiceStatus; parse_status: ParseStatus };

/** What the user sees of an invoice's state: being read, could not be read, pending import, imported. */
export function statusLabel(inv: StatusOf): string {
  if (inv.status === 'imported') return 'Imported';
  if (inv.parse_status === 'queued' || inv.parse_status === 'parsing') return 'Reading';
  if (inv.parse_status === 'failed') return 'Could not be read';
  return 'Pending';
}

/** An invoice that can be opened for import (read and not imported yet, or still being read). */
export function canImport(inv: StatusOf): boolean {
  return inv.status === 'pending' && inv.parse_status !== 'failed';
}

export function InvoiceStatusBadge({ invoice }: { invoice: StatusOf }) {
  const label = statusLabel(invoice);
  const tone =
    label === 'Imported' ? 'green' : label === 'Pending' ? 'amber' : label === 'Reading' ? 'blue' : ('gray' as const);
  return (
    <Badge tone={tone} className={label === 'Could not be read' ? 'bg-red-50 text-red-800 ring-red-600/20' : undefined}>
      {label}
    </Badge>
  );
}
