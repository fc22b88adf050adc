import { INVOICE_MSG, type ParsedInvoice, type ParseField } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { useReducer, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { gridReducer, initGrid, mergedFieldMap, type SplitPlan, usesSavedMap } from './grid-state';
import { saveFieldAssociation, saveFieldSplit, useConnectedSuppliers, useSavedFieldMap } from './invoices-api';
import {
  EMPTY_NEW_SUPPLIER,
  type NewSupplierDetails,
  newSupplierBody,
  newSupplierProblem,
} from './new-supplier-details';
import { ParseProgress } from './parse-progress';
import { buildRecords } from './records';
import { ResultsView } from './results-view';
import { findConnected } from './supplier-box';
import { SupplierAddedBanner, SupplierConnectionForm } from './supplier-connection-form';
import type { ImportTarget, SupplierChoice } from './types';
import { useInvoiceImport } from './use-invoice-import';
import type { ParsedTables } from './use-parsed-tables';
import type { InvoiceStep } from './wizard-machine';

type ResultsStageProps = {
  target: ImportTarget;
  parsed: ParsedTables;
  step: InvoiceStep;
  onStep: (to: InvoiceStep) => void;
  onClose: () => void;
  isAdmin: boolean;
  /** The supplier chosen before the upload (documents). */
  presetSupplier?: SupplierChoice | null;
};

/** VIEWRESULTS, NEEDSUPPLIER and ADDSUPPLIERCONNECTION, once the parsed tables are in. */
export function ResultsStage(props: ResultsStageProps) {
  const { parsed, target } = props;
  if (parsed.state !== 'TABLEFETCHED' || !parsed.data) {
    return <ParseProgress parsed={parsed} fileName={target.fileName ?? 'Invoice'} onView={() => undefined} />;
  }
  return <ResultsWorkspace key={target.invoiceId} {...props} data={parsed.data} />;
}

const logFailure = (what: string) => (err: unknown) => console.error(`${what} could not be saved`, err);

function initialSupplier(data: ParsedInvoice, preset: SupplierChoice | null | undefined): SupplierChoice | null {
  if (preset) return preset;
  if (data.supplier)
    return { id: data.supplier.id, name: data.supplier.name, alternateNames: data.supplier.alternate_names };
  return null;
}

function ResultsWorkspace({
  data,
  target,
  step,
  onStep,
  onClose,
  isAdmin,
  presetSupplier,
}: ResultsStageProps & { data: ParsedInvoice }) {
  const [grid, dispatch] = useReducer(gridReducer, data.data, initGrid);
  const [supplier, setSupplier] = useState(() => initialSupplier(data, presetSupplier));
  const [added, setAdded] = useState(false);
  const [newDetails, setNewDetails] = useState<NewSupplierDetails>(EMPTY_NEW_SUPPLIER);
  // What the user taught about this supplier's layout, saved once the import confirms it.
  const [mapped, setMapped] = useState(false);
  const [lastSplit, setLastSplit] = useState<SplitPlan | null>(null);
  const connected = useConnectedSuppliers(target.businessId);
  const saved = useSavedFieldMap(supplier?.id ?? null, target.businessId);
  const importer = useInvoiceImport(target, () => onStep('ADDSUPPLIERCONNECTION'));

  const onFieldChange = (column: number, field: ParseField) => {
    dispatch({ type: 'field', column, field });
    setMapped(true);
  };
  const onSplit = (plan: SplitPlan) => {
    dispatch({ type: 'split', plan });
    setLastSplit(plan);
    setMapped(true);
  };
  const onImport = async () => {
    // A supplier the restaurant does not have yet is added by the import itself.
    const isNew = supplier !== null && connected.data !== undefined && !findConnected(supplier, connected.data);
    if (isNew && newSupplierProblem(newDetails)) return;
    const answer = await importer.run(
      buildRecords(grid.tables, supplier),
      isNew ? newSupplierBody(supplier, newDetails) : undefined,
    );
    const supplierId = supplier?.id ?? answer?.supplier_id ?? null;
    if (!answer || !supplierId) return;
    if (isNew) {
      setSupplier({ ...supplier, id: supplierId });
      setAdded(true);
    }
    // The next invoice of this supplier arrives split and mapped the same way.
    if (lastSplit) {
      await saveFieldSplit(supplierId, target.businessId, lastSplit).catch(logFailure('The split'));
    }
    if (mapped)
      await saveFieldAssociation(supplierId, target.businessId, mergedFieldMap(grid.tables)).catch(
        logFailure('The mapping'),
      );
  };
  const onAdded = (s: SupplierChoice) => {
    setSupplier(s);
    setAdded(true);
    importer.clear();
  };

  if (step === 'NEEDSUPPLIER' && supplier) {
    return (
      <SupplierConnectionForm
        supplier={supplier}
        businessId={target.businessId}
        cancelLabel="Back to results"
        onCancel={() => onStep('VIEWRESULTS')}
        onAdded={(s) => {
          onAdded(s);
          onStep('VIEWRESULTS');
        }}
      />
    );
  }

  if (step === 'ADDSUPPLIERCONNECTION') {
    const itemsAdded = importer.status.kind === 'imported' ? importer.status.itemsAdded : null;
    if (connected.isPending) return <PageSpinner label="Loading your suppliers" />;
    const known = connected.data ? findConnected(supplier, connected.data) : null;
    if (supplier && !known && !added) {
      return (
        <div className="space-y-4">
          <Alert tone="success" title={INVOICE_MSG.importedTitle}>
            {INVOICE_MSG.importedBody}
          </Alert>
          <SupplierConnectionForm
            supplier={supplier}
            businessId={target.businessId}
            cancelLabel="Skip"
            onCancel={onClose}
            onAdded={onAdded}
          />
        </div>
      );
    }
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-8 text-center">
        <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-base font-semibold text-gray-900">{INVOICE_MSG.importedTitle}</p>
        <p className="text-sm text-gray-600">
          {itemsAdded !== null ? `${itemsAdded} ${itemsAdded === 1 ? 'item' : 'items'} added` : 'Items added'}
          {supplier ? ` from ${supplier.name}, one of your suppliers.` : '.'} {INVOICE_MSG.importedBody}
        </p>
        <div className="flex flex-wrap justify-center gap-2 pt-2">
          <Link to={`/Invoices/${target.invoiceId}`} onClick={onClose} className={buttonClasses('secondary')}>
            Open the invoice
          </Link>
          <Button data-autofocus onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {added ? <SupplierAddedBanner /> : null}
      <ResultsView
        data={data}
        grid={grid}
        dispatch={dispatch}
        onFieldChange={onFieldChange}
        onSplit={onSplit}
        supplier={supplier}
        onSupplier={(s) => {
          setSupplier(s);
          importer.clear();
        }}
        connected={connected.data}
        onAddSupplier={() => onStep('NEEDSUPPLIER')}
        newDetails={newDetails}
        onNewDetails={setNewDetails}
        status={importer.status}
        onImport={() => void onImport()}
        savedMapping={Boolean(saved.data && usesSavedMap(data.data[grid.index], saved.data))}
        isAdmin={isAdmin}
        supplierFixed={Boolean(presetSupplier)}
      />
    </div>
  );
}
