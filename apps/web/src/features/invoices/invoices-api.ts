import type { InvoiceList, ParseField, Supplier } from '@app/contracts';
import { call, useCall } from '../../lib/call';
import type { connectionBody } from '../suppliers/supplier-form';

/** An admin names the restaurant on each call; a restaurant's own is implied. */
export function businessBody(businessId: number | null | undefined): { businessId?: number } {
  return businessId ? { businessId } : {};
}

const isParsing = (list: InvoiceList | undefined) =>
  list?.invoices.some((i) => i.parse_status === 'queued' || i.parse_status === 'parsing') ?? false;

/** The invoice list; while an invoice is being parsed it is asked for again every 5 s. */
export function useInvoices(searchName: string) {
  return useCall('/invoice', searchName ? { searchName } : {}, {
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (isParsing(q.state.data) ? 5000 : false),
  });
}

/** One invoice with its imported items; while it is being read it is asked for again every 5 s. */
export function useInvoiceItems(invoiceId: number | null) {
  return useCall(
    '/invoice_items_get',
    { invoiceId: invoiceId ?? 0 },
    {
      enabled: invoiceId !== null,
      refetchInterval: (q) => {
        const status = q.state.data?.invoice.parse_status;
        return status === 'queued' || status === 'parsing' ? 5000 : false;
      },
    },
  );
}

/**
 * The column mapping the restaurant saved for a supplier's invoices (field_association), or else the supplier's
 * shared default; the restaurant's own comes first.
 */
export function useSavedFieldMap(supplierId: number | null, businessId: number | null) {
  return useCall(
    '/invoice_parse_instruction',
    { supplierId: supplierId ?? 0, type: 'Get', ...businessBody(businessId) },
    {
      enabled: supplierId !== null,
      staleTime: 60_000,
      select: (r) => {
        const saved = Array.isArray(r.instruction) ? r.instruction : [];
        for (const i of saved) if (i.action === 'field_association') return i.data.fieldMap;
        return null;
      },
    },
  );
}

/** A signed URL (valid 15 minutes) of a stored file. */
export function fileLink(key: string, signal?: AbortSignal): Promise<string> {
  return call('/s3_file_link', { Key: key }, { signal }).then((r) => r.url);
}

export function useFileLink(key: string | null) {
  return useCall(
    '/s3_file_link',
    { Key: key ?? '' },
    {
      enabled: Boolean(key),
      select: (r) => r.url,
      // The link lasts 15 minutes: ask for a new one well before.
      staleTime: 10 * 60_000,
      refetchInterval: 10 * 60_000,
    },
  );
}

/** One page of an uploaded invoice as an image: a link valid 15 minutes, and how many pages the document has. */
export function useInvoicePage(invoiceId: number, page: number, enabled = true) {
  return useCall(
    '/invoice_page',
    { invoiceId, page },
    {
      enabled,
      // The link lasts 15 minutes: ask for a new one well before.
      staleTime: 10 * 60_000,
      refetchInterval: 10 * 60_000,
      retry: 1,
    },
  );
}

/** A supplier of the restaurant (/supplier_get). */
export type ConnectedSupplierRef = Pick<Supplier, 'id' | 'supplier_id' | 'name' | 'alternate_names'>;
export { useConnectedSuppliers } from '../suppliers/suppliers-api';

/** The document types the restaurant filed under one of its suppliers. */
export function useDocumentTypes(supplierId: number | null, businessId: number | null) {
  return useCall(
    '/document_types',
    { supplierId: supplierId ?? 0, type: 'get', ...businessBody(businessId) },
    { enabled: supplierId !== null, select: (r) => r.documentTypes },
  );
}

/** Saves the restaurant's column mapping of a supplier's invoices, so its next one arrives mapped. */
export function saveFieldAssociation(
  supplierId: number,
  businessId: number | null,
  fieldMap: Record<string, ParseField>,
) {
  return call('/invoice_parse_instruction', {
    supplierId,
    ...businessBody(businessId),
    type: 'Put',
    action: 'field_association',
    data: { fieldMap },
  });
}

export function saveFieldSplit(
  supplierId: number,
  businessId: number | null,
  split: { column: string; targets: string[]; separator: string },
) {
  const { column, targets, separator } = split;
  return call('/invoice_parse_instruction', {
    supplierId,
    ...businessBody(businessId),
    type: 'Put',
    action: 'field_split',
    data: { fields: [column, ...targets], column, separator },
  });
}

export type ConnectionBody = ReturnType<typeof connectionBody> & { businessId?: number };
