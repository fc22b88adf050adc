import { INVOICE_MSG } from '@app/contracts';
import { CircleCheck, FileText, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import type { ParsedTables } from './use-parsed-tables';

type ParseProgressProps = {
  parsed: ParsedTables;
  fileName: string;
  onView: () => void;
  /** Choose another file after a failure. */
  onAnother?: () => void;
  /** Whether the read invoice was imported without review is still being asked. */
  checking?: boolean;
  /** The invoice was imported without review (the restaurant's setting): what was added. */
  imported?: { invoiceId: number; items: number; onDone: () => void } | null;
};

function rowCount(parsed: ParsedTables): number {
  return parsed.data?.data.reduce((n, t) => n + t.rows.length, 0) ?? 0;
}

/** The parse button (spec 4): a spinner and 'Parsing results....', then 'View Results', or Retry with the reason. */
export function ParseProgress({ parsed, fileName, onView, onAnother, checking, imported }: ParseProgressProps) {
  let body: ReactNode;
  if (parsed.state === 'TABLEFETCHED' && imported) {
    body = (
      <>
        <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-base font-medium text-gray-900">Your invoice was imported automatically</p>
        <p className="max-w-md text-sm text-gray-600">
          Every line reconciled and the lines add up to the printed figure:{' '}
          {imported.items === 1 ? '1 item added' : `${imported.items} items added`}. {INVOICE_MSG.importedBody}
        </p>
        <div className="flex flex-wrap justify-center gap-2 pt-1">
          <Link to={`/Invoices/${imported.invoiceId}`} onClick={imported.onDone} className={buttonClasses('secondary')}>
            Open the invoice
          </Link>
          <Button data-autofocus onClick={imported.onDone}>
            Done
          </Button>
        </div>
      </>
    );
  } else if (parsed.state === 'TABLEFETCHED' && !checking) {
    const rows = rowCount(parsed);
    body = (
      <>
        <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-base font-medium text-gray-900">Your invoice has been read</p>
        <p className="text-sm text-gray-600">
          {rows === 0
            ? 'No line items were found. You can still see the text that was read.'
            : `${rows === 1 ? '1 line was found.' : `${rows} lines were found.`} Review them before importing.`}
        </p>
        <Button data-autofocus onClick={onView}>
          View Results
        </Button>
      </>
    );
  } else if (parsed.state === 'RETRY') {
    body = (
      <div className="w-full max-w-lg space-y-4 text-left">
        <Alert tone="error" title="This file could not be read">
          {parsed.reason}
        </Alert>
        <div className="flex flex-wrap justify-end gap-2">
          {onAnother ? (
            <Button variant="secondary" onClick={onAnother}>
              Upload another file
            </Button>
          ) : null}
          <Button onClick={parsed.retry}>
            <RotateCw className="size-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <Spinner size="lg" label="Parsing" />
        <p className="text-base font-medium text-gray-900" aria-live="polite">
          {INVOICE_MSG.parsing}
        </p>
        <p className="text-sm text-gray-600">Reading the lines of your invoice. This can take a minute for a scan.</p>
      </>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-xs text-gray-700">
        <FileText className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{fileName}</span>
      </p>
      {body}
    </div>
  );
}
