import { INVOICE_MSG, type ParsedInvoice, type ParseField } from '@app/contracts';
import { ChevronLeft, ChevronRight, CircleCheck, ListChecks } from 'lucide-react';
import type { Dispatch } from 'react';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import { DocumentPanel, hasPages } from './document-panel';
import type { GridEvent, GridState, SplitPlan } from './grid-state';
import type { ConnectedSupplierRef } from './invoices-api';
import { oneClickLines, ReconciliationBanner, rowsToCheck } from './line-review';
import type { NewSupplierDetails } from './new-supplier-details';
import { ReadingAdvice, readingTrouble } from './reading-advice';
import { ResultsTable } from './results-table';
import { SplitField } from './split-field';
import { findConnected, SupplierBox } from './supplier-box';
import type { SupplierChoice } from './types';
import type { ImportStatus } from './use-invoice-import';

type ResultsViewProps = {
  data: ParsedInvoice;
  grid: GridState;
  dispatch: Dispatch<GridEvent>;
  onFieldChange: (column: number, field: ParseField) => void;
  onSplit: (plan: SplitPlan) => void;
  supplier: SupplierChoice | null;
  onSupplier: (s: SupplierChoice | null) => void;
  connected: readonly ConnectedSupplierRef[] | undefined;
  onAddSupplier: () => void;
  newDetails: NewSupplierDetails;
  onNewDetails: (details: NewSupplierDetails) => void;
  status: ImportStatus;
  onImport: () => void;
  isAdmin: boolean;
  /** The columns came mapped with the supplier's saved mapping. */
  savedMapping?: boolean;
  /** A document's supplier is chosen before the upload and cannot change here. */
  supplierFixed?: boolean;
};

function Meta({ data }: { data: ParsedInvoice }) {
  const facts = [
    data.invoiceNumber ? ['Invoice number', data.invoiceNumber] : null,
    data.invoiceDate ? ['Invoice date', data.invoiceDate] : null,
    data.total !== null && data.total !== undefined ? ['Total', formatMoney(data.total)] : null,
  ].filter((f): f is string[] => f !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-gray-600">{label}:</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ImportBanner({
  status,
  onAddSupplier,
  canAdd,
}: {
  status: ImportStatus;
  onAddSupplier: () => void;
  canAdd: boolean;
}) {
  if (status.kind === 'failed') {
    return (
      <Alert tone="error" title={INVOICE_MSG.importFailed}>
        <p>
          {status.message}
          {status.row ? ` (selected row ${status.row})` : ''}
        </p>
        {status.message === INVOICE_MSG.needSupplier && canAdd ? (
          <Button size="sm" className="mt-2" onClick={onAddSupplier}>
            Add to your suppliers
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (status.kind === 'imported') {
    return (
      <Alert tone="success" title={INVOICE_MSG.importedTitle}>
        {INVOICE_MSG.importedBody}
      </Alert>
    );
  }
  return null;
}

/** The text the parser read, as it read it. */
function ReadText({ lines }: { lines: readonly string[] }) {
  return (
    <pre
      title="Raw data"
      className="mb-3 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-gray-900 p-3 text-xs leading-5 text-gray-100"
    >
      {lines.join('\n') || '(no text)'}
    </pre>
  );
}

const importAllLabel = (n: number) => (n === 1 ? 'Import the 1 line' : `Import all ${n} lines`);

/**
 * VIEWRESULTS: the supplier, the parser's check of the lines, the parsed tables to map and tick, and 'Import
 * selected items' — or, when every line checks out, 'Import all N lines' at once.
 */
export function ResultsView(props: ResultsViewProps) {
  const { data, grid, dispatch, supplier, status, isAdmin } = props;
  const [raw, setRaw] = useState(false);
  const table = grid.tables[grid.index];
  // The row chosen in the grid (clicked or focused), outlined on the document beside it.
  const [activeRowId, setActiveRowId] = useState<string | null>(null);
  const [docPage, setDocPage] = useState(table?.page ?? 1);
  const panel = hasPages(data.fileName) && Boolean(data.invoiceId);
  const activeAt = table ? table.rows.findIndex((r) => r.id === activeRowId) : -1;
  const activeRow = activeAt >= 0 ? table?.rows[activeAt] : undefined;
  const highlight = activeRow ? { box: activeRow.box, label: `Row ${activeAt + 1}` } : null;
  const located = grid.tables.some((t) => t.rows.some((r) => r.box));
  const activate = (rowId: string) => {
    setActiveRowId(rowId);
    const box = table?.rows.find((r) => r.id === rowId)?.box;
    if (box) setDocPage(box.page);
  };
  // Another table: its first page, no row chosen.
  const tablePage = table?.page ?? 1;
  useEffect(() => {
    setActiveRowId(null);
    setDocPage(tablePage);
  }, [grid.index]);
  const busy = status.kind === 'importing' || status.kind === 'imported';
  const selected = grid.tables.reduce((n, t) => n + t.rows.filter((r) => r.selected).length, 0);
  const total = grid.tables.reduce((n, t) => n + t.rows.length, 0);
  const judged = grid.tables.some((t) => t.rows.some((r) => r.check !== null));
  const toCheck = rowsToCheck(grid);
  const supplierKnown = Boolean(props.connected && findConnected(supplier, props.connected));
  const oneClick = oneClickLines(grid, data.reconciliation, supplierKnown);
  // Only repairs nobody confirmed yet stand between the user and importing at once: say so.
  const confirmToImport =
    oneClick === null &&
    oneClickLines(
      {
        ...grid,
        tables: grid.tables.map((t) => ({ ...t, rows: t.rows.map((r) => ({ ...r, confirmed: true })) })),
      },
      data.reconciliation,
      supplierKnown,
    ) !== null;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 lg:max-w-2xl lg:flex-1">
          <SupplierBox
            key={supplier ? 'chosen' : 'search'}
            choice={supplier}
            onChoose={props.onSupplier}
            detectedName={data.supplier ? null : data.supplierName}
            connected={props.connected}
            newDetails={props.newDetails}
            onNewDetails={props.onNewDetails}
            showIds={isAdmin}
            disabled={busy || props.supplierFixed}
          />
        </div>
        <Meta data={data} />
      </div>

      <div
        className={cx(
          panel &&
            'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(24rem,34rem)] lg:items-start lg:gap-4',
        )}
      >
        {panel ? (
          <DocumentPanel
            invoiceId={data.invoiceId}
            pages={data.pages}
            page={docPage}
            onPage={setDocPage}
            highlight={highlight}
            located={located}
            className="mb-4 lg:sticky lg:top-0 lg:order-2 lg:mb-0 lg:h-[calc(92vh-15rem)] lg:max-h-[56rem] lg:min-h-[24rem]"
          />
        ) : null}
        <div className="min-w-0 space-y-4 lg:order-1">
          <ReadingAdvice trouble={readingTrouble(data)} />
          {table && total > 0 ? (
            <>
              <ReconciliationBanner reconciliation={data.reconciliation} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-gray-700">
                  Table {grid.index + 1} of {grid.tables.length}
                  <span className="text-gray-500"> · page {table.page}</span>
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {judged ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy || toCheck === 0}
                      title={toCheck === 0 ? 'Every line checks out' : undefined}
                      onClick={() => dispatch({ type: 'selectToCheck' })}
                    >
                      <ListChecks className="-ml-0.5 size-4" aria-hidden="true" />
                      Select only lines to check
                    </Button>
                  ) : null}
                  <SplitField key={grid.index} table={table} onSplit={props.onSplit} disabled={busy} />
                  {grid.tables.length > 1 ? (
                    <nav aria-label="Tables" className="flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={grid.index === 0}
                        onClick={() => dispatch({ type: 'table', index: grid.index - 1 })}
                      >
                        <ChevronLeft className="-ml-1 size-4" aria-hidden="true" />
                        Previous
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={grid.index >= grid.tables.length - 1}
                        onClick={() => dispatch({ type: 'table', index: grid.index + 1 })}
                      >
                        Next
                        <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
                      </Button>
                    </nav>
                  ) : null}
                </div>
              </div>
              {props.savedMapping ? (
                <p className="flex items-center gap-1.5 text-sm text-emerald-800">
                  <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                  Columns mapped as on your earlier invoices from {supplier?.name ?? 'this supplier'}.
                </p>
              ) : null}
              <p className="text-xs text-gray-500">
                Choose what each column holds. Double-click a cell (or press and hold) to correct it.
              </p>
              <ResultsTable
                table={table}
                dispatch={dispatch}
                onFieldChange={props.onFieldChange}
                disabled={busy}
                activeRowId={activeRow?.id ?? null}
                onActivate={activate}
              />
            </>
          ) : (
            <section aria-label="Text read from the file" className="space-y-3">
              <Alert tone="info" title="No line items found">
                No table of items was read from this file, so there is nothing to import. This is the text that was
                read:
              </Alert>
              <ReadText lines={data.lines} />
            </section>
          )}
        </div>
      </div>

      {isAdmin && total > 0 ? (
        <div className="rounded-xl border border-gray-200 px-3">
          <Switch checked={raw} onChange={setRaw} label="Show raw data" description="The text lines the parser read" />
          {raw ? <ReadText lines={data.lines} /> : null}
        </div>
      ) : null}

      {/* Without lines there is nothing to import: no footer. */}
      {total === 0 ? null : (
        <div className="sticky -bottom-4 z-10 -mx-4 space-y-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <ImportBanner status={status} onAddSupplier={props.onAddSupplier} canAdd={supplier !== null} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="text-sm text-gray-700">
              <p>
                {selected} of {total} rows selected
                {status.kind === 'importing' ? ` · importing ${status.sent} of ${status.total}…` : ''}
              </p>
              {confirmToImport && !busy ? (
                <p className="text-xs text-gray-600">Confirm the repaired lines to import them all at once.</p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant={oneClick === null ? 'primary' : 'secondary'}
                onClick={props.onImport}
                loading={status.kind === 'importing' && oneClick === null}
                disabled={busy}
              >
                Import selected items
              </Button>
              {oneClick !== null ? (
                <Button onClick={props.onImport} loading={status.kind === 'importing'} disabled={busy}>
                  <CircleCheck className="-ml-1 size-4" aria-hidden="true" />
                  {importAllLabel(oneClick)}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
