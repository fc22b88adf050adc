import type { InvoicePage, Supplier } from '@app/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { connectionBody } from '../suppliers/supplier-form';
import type { Field, ImportedItem, InvoiceList, InvoiceRecord, SupplierRef } from './types';

export const invoiceKeys = {
  root: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (searchName: string) => ['invoices', 'list', searchName] as const,
  items: (invoiceId: number) => ['invoices', 'items', invoiceId] as const,
  fileLink: (key: string) => ['invoices', 'file-link', key] as const,
  page: (invoiceId: number, page: number) => ['invoices', 'page', invoiceId, page] as const,
  connected: (businessId: number | null) => ['invoices', 'connected-suppliers', businessId] as const,
  supplierSearch: (term: string) => ['invoices', 'supplier-search', term] as const,
  documentTypes: (supplierId: number, businessId: number | null) =>
    ['invoices', 'document-types', supplierId, businessId] as const,
  instructions: (supplierId: number, businessId: number | null) =>
    ['invoices', 'instructions', supplierId, businessId] as const,
};

/** An admin names the restaurant on each call; a restaurant's own is implied. */
export function businessBody(businessId: number | null | undefined): { businessId?: number } {
  return businessId ? { businessId } : {};
}

const isParsing = (list: InvoiceList | undefined) =>
  list?.invoices.some((i) => i.parse_status === 'queued' || i.parse_status === 'parsing') ?? false;

/** The invoice list; while an invoice is being parsed it is asked for again every 5 s. */
export function useInvoices(searchName: string) {
  return useQuery({
    queryKey: invoiceKeys.list(searchName),
    queryFn: ({ signal }) => api<InvoiceList>('/invoice', searchName ? { searchName } : {}, { signal }),
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (isParsing(q.state.data) ? 5000 : false),
  });
}

/** One invoice with its imported items; while it is being read it is asked for again every 5 s. */
export function useInvoiceItems(invoiceId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.items(invoiceId ?? 0),
    queryFn: ({ signal }) =>
      api<{ items: ImportedItem[]; invoice: InvoiceRecord; total: string | null }>(
        '/invoice_items_get',
        { invoiceId },
        { signal },
      ),
    enabled: invoiceId !== null,
    refetchInterval: (q) => {
      const status = q.state.data?.invoice.parse_status;
      return status === 'queued' || status === 'parsing' ? 5000 : false;
    },
  });
}

/**
 * The column mapping the restaurant saved for a supplier's invoices (field_association), or else the supplier's
 * shared default; the restaurant's own comes first.
 */
export function useSavedFieldMap(supplierId: number | null, businessId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.instructions(supplierId ?? 0, businessId),
    queryFn: ({ signal }) =>
      api<{ instruction: { action: string; data: { fieldMap?: Record<string, Field> } }[] }>(
        '/invoice_parse_instruction',
        { supplierId, type: 'Get', ...businessBody(businessId) },
        { signal },
      ).then((r) => r.instruction.find((i) => i.action === 'field_association')?.data.fieldMap ?? null),
    enabled: supplierId !== null,
    staleTime: 60_000,
  });
}

/** A signed URL (valid 15 minutes) of a stored file. */
export function fileLink(key: string, signal?: AbortSignal): Promise<string> {
  return api<{ url: string }>('/s3_file_link', { Key: key }, { signal }).then((r) => r.url);
}

export function useFileLink(key: string | null) {
  return useQuery({
    queryKey: invoiceKeys.fileLink(key ?? ''),
    queryFn: ({ signal }) => fileLink(key ?? '', signal),
    enabled: Boolean(key),
    // The link lasts 15 minutes: ask for a new one well before.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
  });
}

/** One page of an uploaded invoice as an image: a link valid 15 minutes, and how many pages the document has. */
export function useInvoicePage(invoiceId: number, page: number, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.page(invoiceId, page),
    queryFn: ({ signal }) => api<InvoicePage>('/invoice_page', { invoiceId, page }, { signal }),
    enabled,
    // The link lasts 15 minutes: ask for a new one well before.
    staleTime: 10 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: 1,
  });
}

/** A supplier of the restaurant (/supplier_get). */
export type ConnectedSupplierRef = Pick<Supplier, 'id' | 'supplier_id' | 'name' | 'alternate_names'>;
export { useConnectedSuppliers } from '../suppliers/suppliers-api';

/** Suppliers whose name is like the term; asked only for more than 2 characters. */
export function useSupplierSearch(term: string) {
  return useQuery({
    queryKey: invoiceKeys.supplierSearch(term),
    queryFn: ({ signal }) =>
      api<{ suppliers: SupplierRef[] }>('/supplier_search', { searchTerm: term }, { signal }).then((r) => r.suppliers),
    enabled: term.length > 2,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** The document types the restaurant filed under one of its suppliers. */
export function useDocumentTypes(supplierId: number | null, businessId: number | null) {
  return useQuery({
    queryKey: invoiceKeys.documentTypes(supplierId ?? 0, businessId),
    queryFn: ({ signal }) =>
      api<{ documentTypes: { id: number; name: string }[] }>(
        '/document_types',
        { supplierId, type: 'get', ...businessBody(businessId) },
        { signal },
      ).then((r) => r.documentTypes),
    enabled: supplierId !== null,
  });
}

export function putInvoice(body: { invoiceUploadId: string; fileName: string; fullKey: string; businessId?: number }) {
  return api<{ invoiceId: number; fullKey: string }>('/invoice_put', body);
}

export function uploadDocument(body: {
  documentType: number | string;
  new: boolean;
  name?: string;
  key: string;
  supplierId: number;
  businessId?: number;
}) {
  return api<{ invoiceId: number; fullKey: string }>('/document_upload', body);
}

/** Saves the restaurant's column mapping of a supplier's invoices, so its next one arrives mapped. */
export function saveFieldAssociation(supplierId: number, businessId: number | null, fieldMap: Record<string, Field>) {
  return api('/invoice_parse_instruction', {
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
  return api('/invoice_parse_instruction', {
    supplierId,
    ...businessBody(businessId),
    type: 'Put',
    action: 'field_split',
    data: { fields: [column, ...targets], column, separator },
  });
}

export type ConnectionBody = ReturnType<typeof connectionBody> & { businessId?: number };

/** Adds a supplier to the restaurant's suppliers (the Suppliers form's call). */
/** After a supplier joins the restaurant's list: every list of its suppliers is fetched again. */
export function invalidateSupplierLists(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['invoices', 'connected-suppliers'] }),
    qc.invalidateQueries({ queryKey: ['suppliers'] }),
    qc.invalidateQueries({ queryKey: ['search', 'suppliers'] }),
    qc.invalidateQueries({ queryKey: ['cart', 'suppliers'] }),
  ]);
}

export function useAddSupplierConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionBody) => api<{ status: string; supplierId: number }>('/customer_supplier_put', body),
    onSuccess: () => invalidateSupplierLists(qc),
  });
}
