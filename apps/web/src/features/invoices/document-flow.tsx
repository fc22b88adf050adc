import { useEffect, useReducer, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useChange } from '../../lib/call';
import { DocumentTypePicker, SupplierSearch } from './document-steps';
import { businessBody } from './invoices-api';
import { ParseProgress } from './parse-progress';
import { ResultsStage } from './results-stage';
import type { ImportTarget, SupplierChoice } from './types';
import { uploadFile } from './upload-file';
import { type SubmitFile, UploadForm } from './upload-form';
import { useParsedTables } from './use-parsed-tables';
import { documentWizardReducer, invoiceWizardReducer, RESULTS_WIZARD, START_DOCUMENT } from './wizard-machine';

type DocumentFlowProps = {
  businessId: number | null;
  isAdmin: boolean;
  onBack: () => void;
  onClose: () => void;
};

type DocType = { id: number; name: string } | { id: null; name: string };

/**
 * 'Upload other document such as an order guide' (spec 4 Document wizard): start (supplier search),
 * documentSelection, documentAdd or uploadKnownDocument, loadTable, showResults.
 */
export function DocumentFlow({ businessId, isAdmin, onBack, onClose }: DocumentFlowProps) {
  const [wizard, dispatch] = useReducer(documentWizardReducer, START_DOCUMENT);
  const [results, dispatchResults] = useReducer(invoiceWizardReducer, RESULTS_WIZARD);
  const [supplier, setSupplier] = useState<SupplierChoice | null>(null);
  const [docType, setDocType] = useState<DocType | null>(null);
  const [newName, setNewName] = useState('');
  const [target, setTarget] = useState<ImportTarget | null>(null);
  const parsed = useParsedTables(target?.fullKey);
  const fileDocument = useChange('/document_upload');
  const goto = (to: typeof wizard.step) => dispatch({ type: 'goto', to });

  // The table is shown as soon as it is loaded.
  const fetched = parsed.state === 'TABLEFETCHED';
  useEffect(() => {
    if (fetched && wizard.step === 'loadTable') dispatch({ type: 'goto', to: 'showResults' });
  }, [fetched, wizard.step]);

  const submit =
    (type: DocType): SubmitFile =>
    async (files, onProgress, signal) => {
      if (!supplier?.id) return;
      const up = await uploadFile({ files, kind: 'document', businessId, onProgress, signal });
      const name = type.id === null ? type.name.trim() : undefined;
      const answer = await fileDocument.mutateAsync({
        documentType: type.id ?? type.name.trim(),
        new: type.id === null,
        ...(name ? { name } : {}),
        key: up.fullKey,
        supplierId: supplier.id,
        ...businessBody(businessId),
      });
      setTarget({ invoiceId: answer.invoiceId, fullKey: answer.fullKey, businessId, fileName: up.fileName });
      goto('loadTable');
    };

  const supplierLine = supplier ? (
    <p className="text-sm text-gray-700">
      Supplier: <span className="font-semibold text-gray-900">{supplier.name}</span>
      {isAdmin && supplier.id ? <span className="text-gray-500"> (id {supplier.id})</span> : null}
      {docType ? (
        <>
          {' '}
          · Document: <span className="font-semibold text-gray-900">{docType.name || 'New document'}</span>
        </>
      ) : null}
    </p>
  ) : null;

  let body: React.ReactNode;
  switch (wizard.step) {
    case 'start':
      body = (
        <SupplierSearch
          businessId={businessId}
          showIds={isAdmin}
          onBack={onBack}
          onPick={(s) => {
            setSupplier(s);
            goto('documentSelection');
          }}
        />
      );
      break;
    case 'documentSelection':
      body = (
        <DocumentTypePicker
          supplierId={supplier?.id ?? null}
          businessId={businessId}
          onBack={() => {
            setSupplier(null);
            goto('start');
          }}
          onKnown={(t) => {
            setDocType(t);
            goto('uploadKnownDocument');
          }}
          onNew={() => {
            setDocType({ id: null, name: '' });
            goto('documentAdd');
          }}
        />
      );
      break;
    case 'documentAdd':
    case 'uploadKnownDocument': {
      const isNew = wizard.step === 'documentAdd';
      const type: DocType = isNew ? { id: null, name: newName } : (docType ?? { id: null, name: newName });
      body = (
        <UploadForm
          kind="document"
          onSubmit={submit(type)}
          ready={!isNew || newName.trim() !== ''}
          secondary={
            <Button
              variant="ghost"
              onClick={() => {
                setDocType(null);
                goto('documentSelection');
              }}
            >
              Back
            </Button>
          }
        >
          {isNew ? (
            <Field label="Document name" hint="e.g. Order guide, Price list">
              {(a) => <Input {...a} data-autofocus value={newName} onChange={(e) => setNewName(e.target.value)} />}
            </Field>
          ) : null}
        </UploadForm>
      );
      break;
    }
    case 'loadTable':
      body = <ParseProgress parsed={parsed} fileName={target?.fileName ?? 'Document'} onView={() => undefined} />;
      break;
    case 'showResults':
      body = target ? (
        <ResultsStage
          target={target}
          parsed={parsed}
          step={results.step}
          onStep={(to) => dispatchResults({ type: 'goto', to })}
          onClose={onClose}
          isAdmin={isAdmin}
          presetSupplier={supplier}
        />
      ) : null;
      break;
  }
  const error = wizard.error ?? results.error;
  return (
    <div className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {wizard.step !== 'start' && wizard.step !== 'showResults' ? supplierLine : null}
      {body}
    </div>
  );
}
