import { useReducer, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useChange } from '../../lib/call';
import { useInboundAddress } from '../settings/settings-api';
import { businessBody, useInvoiceItems } from './invoices-api';
import { ParseProgress } from './parse-progress';
import { ResultsStage } from './results-stage';
import type { ImportTarget } from './types';
import { uploadFile } from './upload-file';
import { type SubmitFile, UploadForm } from './upload-form';
import { useParsedTables } from './use-parsed-tables';
import { EMPTY_WIZARD, invoiceWizardReducer, RESULTS_WIZARD } from './wizard-machine';

type InvoiceFlowProps = {
  businessId: number | null;
  /** An uploaded invoice whose import is reopened: its results straight away. */
  resume?: ImportTarget | null;
  email?: string;
  isAdmin: boolean;
  onBack?: () => void;
  onClose: () => void;
};

/** 'Upload a supplier invoice': EMPTY → FILESELECTED → VIEWRESULTS → ADDSUPPLIERCONNECTION (spec 4). */
export function InvoiceFlow({ businessId, resume, email, isAdmin, onBack, onClose }: InvoiceFlowProps) {
  const [wizard, dispatch] = useReducer(invoiceWizardReducer, resume ? RESULTS_WIZARD : EMPTY_WIZARD);
  const [target, setTarget] = useState<ImportTarget | null>(resume ?? null);
  const parsed = useParsedTables(target?.fullKey);
  const inboundAddress = useInboundAddress(!isAdmin);
  // The new invoice shows on the list (as being read) behind the dialog.
  const putInvoice = useChange('/invoice_put');
  const goto = (to: typeof wizard.step) => dispatch({ type: 'goto', to });
  // Once read, the invoice may have been imported already (the restaurant imports invoices that check out).
  const read = wizard.step === 'FILESELECTED' && parsed.state === 'TABLEFETCHED' && target !== null;
  const record = useInvoiceItems(read ? target.invoiceId : null);
  const imported = record.data?.invoice.status === 'imported' ? record.data : null;

  const submit: SubmitFile = async (files, onProgress, signal) => {
    const up = await uploadFile({ files, kind: 'invoice', businessId, onProgress, signal });
    const put = await putInvoice.mutateAsync({
      invoiceUploadId: up.uploadId,
      fileName: up.fileName,
      fullKey: up.fullKey,
      ...businessBody(businessId),
    });
    setTarget({ invoiceId: put.invoiceId, fullKey: put.fullKey, businessId, fileName: up.fileName });
    goto('FILESELECTED');
  };

  let body: React.ReactNode;
  if (wizard.step === 'EMPTY' || !target) {
    body = (
      <UploadForm
        kind="invoice"
        onSubmit={submit}
        note={
          // Emailed invoices go to the restaurant's own secret address, sent from a member's account address.
          isAdmin ? undefined : (
            <>
              Or email the invoice as an attachment from your account's address
              {email ? (
                <>
                  {' '}
                  (<span className="font-medium text-gray-800">{email}</span>)
                </>
              ) : null}
              {inboundAddress.data ? (
                <>
                  {' '}
                  to <span className="font-medium break-all text-gray-800">{inboundAddress.data}</span>
                </>
              ) : null}
              : it is added to your invoices when it arrives.
            </>
          )
        }
        secondary={
          onBack ? (
            <Button variant="ghost" onClick={onBack}>
              Back
            </Button>
          ) : null
        }
      />
    );
  } else if (wizard.step === 'FILESELECTED') {
    body = (
      <ParseProgress
        parsed={parsed}
        fileName={target.fileName ?? 'Invoice'}
        onView={() => goto('VIEWRESULTS')}
        onAnother={() => {
          setTarget(null);
          goto('EMPTY');
        }}
        // Should asking fail, the review is still there to do.
        checking={read && record.isPending}
        imported={imported ? { invoiceId: target.invoiceId, items: imported.items.length, onDone: onClose } : null}
      />
    );
  } else {
    body = (
      <ResultsStage
        target={target}
        parsed={parsed}
        step={wizard.step}
        onStep={goto}
        onClose={onClose}
        isAdmin={isAdmin}
      />
    );
  }
  return (
    <div className="space-y-4">
      {wizard.error ? <Alert tone="error">{wizard.error}</Alert> : null}
      {body}
    </div>
  );
}
