import { FileSpreadsheet, ReceiptText, Store } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LargeDialog } from '../../components/ui/large-dialog';
import { RestaurantPicker } from '../admin/restaurant-picker';
import { DocumentFlow } from './document-flow';
import { InvoiceFlow } from './invoice-flow';
import type { ImportTarget } from './types';
import { choiceReducer, initialChoice, type UploadChoice } from './wizard-machine';

type Restaurant = { id: number; name: string };

/** An uploaded invoice whose import is reopened (View on the list or the invoice page). */
export type ResumeTarget = ImportTarget & { businessName?: string };

type InvoiceUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  /** The account's email address (invoices mailed from it are added too). */
  email?: string;
  resume?: ResumeTarget | null;
};

/**
 * The upload modal (spec 2.9): an admin first picks the restaurant; then 'Upload a supplier invoice' or 'Upload
 * other document such as an order guide'. Reopening an uploaded invoice goes straight to its results.
 */
export function InvoiceUploadDialog({ open, onClose, isAdmin, email, resume }: InvoiceUploadDialogProps) {
  const [restaurant, setRestaurant] = useState<Restaurant | null>(null);
  const [choice, setChoice] = useState<UploadChoice>('start');
  const forName = resume?.businessName ?? restaurant?.name;
  return (
    <LargeDialog
      open={open}
      onClose={onClose}
      wide
      title={TITLES[resume ? 'genericInvoice' : choice]}
      description={
        isAdmin && forName ? (
          <>
            For <span className="font-medium text-gray-900">{forName}</span>
          </>
        ) : resume?.fileName ? (
          resume.fileName
        ) : undefined
      }
    >
      {open ? (
        <UploadWizard
          isAdmin={isAdmin}
          email={email}
          resume={resume ?? null}
          onClose={onClose}
          onRestaurant={setRestaurant}
          onChoice={setChoice}
        />
      ) : null}
    </LargeDialog>
  );
}

type UploadWizardProps = {
  isAdmin: boolean;
  email?: string;
  resume: ResumeTarget | null;
  onClose: () => void;
  onRestaurant: (r: Restaurant | null) => void;
  onChoice: (choice: UploadChoice) => void;
};

const TITLES: Record<UploadChoice, string> = {
  start: 'Import an invoice or document',
  genericInvoice: 'Import an invoice',
  document: 'Import a document',
};

const tile =
  'flex w-full items-start gap-4 rounded-xl border border-gray-200 bg-white p-4 text-left transition-colors ' +
  'hover:border-emerald-300 hover:bg-emerald-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-emerald-600';

function UploadWizard({ isAdmin, email, resume, onClose, onRestaurant, onChoice }: UploadWizardProps) {
  const [restaurant, setRestaurantState] = useState<Restaurant | null>(
    resume?.businessId ? { id: resume.businessId, name: resume.businessName ?? '' } : null,
  );
  const [choice, choose] = useReducer(choiceReducer, {
    choice: initialChoice(resume ? String(resume.invoiceId) : null),
    error: null,
  });
  useEffect(() => onChoice(choice.choice), [choice.choice, onChoice]);
  const setRestaurant = (r: Restaurant | null) => {
    setRestaurantState(r);
    onRestaurant(r);
  };

  // Spec 6: an admin must choose the restaurant an upload is for before anything else.
  if (isAdmin && !restaurant) {
    return (
      <div className="mx-auto max-w-xl space-y-4 py-2">
        <p className="text-sm text-gray-700">
          Choose the restaurant this invoice or document is for. Its items are imported for that restaurant.
        </p>
        <RestaurantPicker onPick={setRestaurant} />
      </div>
    );
  }
  const businessId = isAdmin ? (restaurant?.id ?? null) : null;
  const changeRestaurant =
    isAdmin && !resume ? (
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <Store className="size-4 text-gray-500" aria-hidden="true" />
        Restaurant: <span className="font-semibold text-gray-900">{restaurant?.name}</span>
        <Button variant="ghost" size="sm" onClick={() => setRestaurant(null)}>
          Change
        </Button>
      </p>
    ) : null;

  if (choice.choice === 'start') {
    return (
      <div className="mx-auto max-w-2xl space-y-4 py-2">
        {choice.error ? <Alert tone="error">{choice.error}</Alert> : null}
        {changeRestaurant}
        <p className="text-sm text-gray-700">What would you like to upload?</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <button type="button" className={tile} onClick={() => choose('genericInvoice')}>
            <ReceiptText className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold text-gray-900">Upload a supplier invoice</span>
              <span className="mt-1 block text-sm text-gray-600">
                A PDF or a photo of an invoice. Its items and prices are read for you to review.
              </span>
            </span>
          </button>
          <button type="button" className={tile} onClick={() => choose('document')}>
            <FileSpreadsheet className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold text-gray-900">
                Upload other document such as an order guide
              </span>
              <span className="mt-1 block text-sm text-gray-600">
                A supplier's order guide or price list, also as a spreadsheet.
              </span>
            </span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {choice.error ? <Alert tone="error">{choice.error}</Alert> : null}
      {choice.choice === 'genericInvoice' ? (
        <InvoiceFlow
          businessId={businessId}
          resume={resume}
          email={isAdmin ? undefined : email}
          isAdmin={isAdmin}
          onBack={resume ? undefined : () => choose('start')}
          onClose={onClose}
        />
      ) : (
        <DocumentFlow businessId={businessId} isAdmin={isAdmin} onBack={() => choose('start')} onClose={onClose} />
      )}
    </div>
  );
}
