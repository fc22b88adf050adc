import { type ParsedInvoice, parsedInvoiceSchema } from '@app/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { responseSerializer } from '../../http/response-check.js';
import { orderReference } from '../receiving/order-ref.js';
import { autoImportInvoice } from './auto-import.js';
import { loadInstructions } from './instructions.js';
import { preparePageImage } from './page-image.js';

export const PARSE_JOB = 'invoice.parse';
export const tablesKey = (fullKey: string) => `${fullKey}.tables.json`;

/**
 * Parses a stored invoice or document and writes '{fullKey}.tables.json' (spec section 3, Parsed invoice).
 * The supplier is detected among all known suppliers; the uploading restaurant's instructions for that supplier
 * (or the supplier's shared default) then shape the tables.
 * A document we cannot read is marked failed with a reason the user sees; the job itself does not fail.
 * A restaurant with automatic import on gets an invoice whose every line reconciles imported without review.
 * Parsing runs in a worker thread (parsing/isolated.ts). Limits per document: the parser's page, pixel and
 * workbook-size caps, PARSE_TIMEOUT_MS and PARSE_MEMORY_MB; a document whose
 * parsing keeps failing otherwise (or kills its worker) is marked failed when the job is given up.
 */
export function defineParseJob(ctx: AppContext): void {
  ctx.queue.define(
    PARSE_JOB,
    z.object({ invoiceId: z.number().int() }),
    async ({ invoiceId }) => {
      // Loaded on first use: the PDF and OCR engines are large and only workers need them.
      const { ParseError, parseIsolated } = await import('../parsing/index.js');
      const invoice = await ctx.db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
      if (!invoice) return;
      await ctx.db.updateTable('invoices').set({ parse_status: 'parsing' }).where('id', '=', invoiceId).execute();
      const bytes = await ctx.storage.get(invoice.full_key);
      if (!bytes) return markFailed(ctx, invoiceId, 'The uploaded file could not be found');
      // By id: of two suppliers printed alike, the first (oldest) keeps the invoice; a newer look-alike never wins.
      const suppliers = await ctx.db
        .selectFrom('suppliers')
        .select(['id', 'name', 'alternate_names'])
        .orderBy('id')
        .execute();
      let parsed: Awaited<ReturnType<typeof parseIsolated>>;
      const parse = (input: Parameters<typeof parseIsolated>[0]) =>
        parseIsolated(input, { memoryMb: ctx.config.parseMemoryMb });
      try {
        const input = {
          bytes: new Uint8Array(bytes),
          fileName: invoice.file_name,
          suppliers,
          limits: { timeoutMs: ctx.config.parseTimeoutMs },
        };
        parsed = await parse(input);
        const supplierId = invoice.supplier_id ?? parsed.supplier?.id ?? null;
        const instructions = supplierId ? await loadInstructions(ctx.db, supplierId, invoice.business_id) : [];
        if (instructions.length > 0) parsed = await parse({ ...input, instructions });
        if (invoice.supplier_id && parsed.supplier?.id !== invoice.supplier_id) {
          const s = suppliers.find((x) => x.id === invoice.supplier_id);
          if (s) parsed = { ...parsed, supplier: s };
        }
        await ctx.db
          .updateTable('invoices')
          .set({
            supplier_id: invoice.supplier_id ?? parsed.supplier?.id ?? null,
            invoice_number: parsed.invoiceNumber ?? '',
            order_ref: orderReference(parsed.lines),
            invoice_date:
              parsed.invoiceDate && /^\d{4}-\d{2}-\d{2}$/.test(parsed.invoiceDate) ? parsed.invoiceDate : null,
            // The invoice's total; without one, the printed subtotal (what its lines come to).
            parsed_total: parsedTotal(
              parsed.total ?? parsed.reconciliation?.printedTotal ?? parsed.reconciliation?.printedSubtotal,
            ),
          })
          .where('id', '=', invoiceId)
          .execute();
      } catch (err) {
        if (err instanceof ParseError) return markFailed(ctx, invoiceId, err.message);
        await markFailed(ctx, invoiceId, UNREADABLE);
        throw err;
      }
      // A restaurant that asked for it gets an invoice whose every line reconciles imported now, before the tables
      // are published: whoever waits for them finds the invoice imported, not a review to do.
      await autoImportInvoice(ctx, invoiceId, parsed);
      try {
        const body = tablesJson(ctx, invoice.full_key, { ...parsed, invoiceId, fileName: invoice.file_name });
        await ctx.storage.put(tablesKey(invoice.full_key), Buffer.from(body), 'application/json');
        await ctx.db
          .updateTable('invoices')
          .set({ parse_status: 'parsed', parse_error: '' })
          .where('id', '=', invoiceId)
          .execute();
      } catch (err) {
        await markFailed(ctx, invoiceId, UNREADABLE);
        throw err;
      }
      // The first page's image, ready for the review beside the lines.
      await preparePageImage(ctx, invoice.full_key);
    },
    {
      maxAttempts: 2,
      timeoutMs: ctx.config.parseTimeoutMs + 30_000,
      onGiveUp: async ({ invoiceId }) => {
        await ctx.db
          .updateTable('invoices')
          .set({ parse_status: 'failed', parse_error: UNREADABLE })
          .where('id', '=', invoiceId)
          .where('parse_status', '!=', 'parsed')
          .execute();
      },
    },
  );
}

/**
 * The parsed tables as the web reads them, checked against their contract as an API answer is: outside production a
 * mismatch fails the parse (so the tests catch it), in production it is logged.
 */
function tablesJson(ctx: AppContext, fullKey: string, tables: ParsedInvoice): string {
  const serialise = responseSerializer({ strict: !ctx.config.production, warn: (m) => ctx.log.warn(m) });
  return serialise({ schema: parsedInvoiceSchema, url: tablesKey(fullKey) })(tables);
}

/** The printed total as the column's decimal text (rounded by the database), or null when none was read or it does not fit. */
export function parsedTotal(total: number | null | undefined) {
  if (total === null || total === undefined || !Number.isFinite(total) || Math.abs(total) >= 1e12) return null;
  return sql<string>`round(${String(total)}::numeric, 2)`;
}

const UNREADABLE = 'We could not read this document. It has been flagged for investigation.';

async function markFailed(ctx: AppContext, invoiceId: number, reason: string): Promise<void> {
  await ctx.db
    .updateTable('invoices')
    .set({ parse_status: 'failed', parse_error: reason })
    .where('id', '=', invoiceId)
    .execute();
}
