/**
 * The state machines of the upload modal (spec section 4), as pure reducers. A transition that is not listed is an
 * error: `transition` throws it, and a reducer keeps its state and records the error instead of moving.
 */

export class InvalidTransitionError extends Error {
  constructor(machine: string, from: string, to: string) {
    super(`${machine}: ${from} → ${to} is not a valid transition`);
    this.name = 'InvalidTransitionError';
  }
}

type Table<S extends string> = Readonly<Record<S, readonly S[]>>;

function transition<S extends string>(machine: string, table: Table<S>, from: S, to: S): S {
  if (!table[from].includes(to)) throw new InvalidTransitionError(machine, from, to);
  return to;
}

function attempt<S extends string, T extends { error: string | null }>(
  state: T,
  move: () => S,
  apply: (to: S) => T,
): T {
  try {
    return apply(move());
  } catch (err) {
    if (err instanceof InvalidTransitionError) return { ...state, error: err.message };
    throw err;
  }
}

/* Upload choice: start, then genericInvoice or document. */

export type UploadChoice = 'start' | 'genericInvoice' | 'document';

export const CHOICE_TRANSITIONS: Table<UploadChoice> = {
  start: ['genericInvoice', 'document'],
  // Back to the choice, before anything was uploaded.
  genericInvoice: ['start'],
  document: ['start'],
};

/** The first screen: the invoice flow straight away when an upload id is given. */
export function initialChoice(uploadId?: string | null): UploadChoice {
  return uploadId ? 'genericInvoice' : 'start';
}

export function nextChoice(from: UploadChoice, to: UploadChoice): UploadChoice {
  return transition('Upload choice', CHOICE_TRANSITIONS, from, to);
}

/* Invoice upload wizard. */

export type InvoiceStep = 'EMPTY' | 'FILESELECTED' | 'VIEWRESULTS' | 'ADDSUPPLIERCONNECTION' | 'NEEDSUPPLIER';

export const STEP_TRANSITIONS: Table<InvoiceStep> = {
  // The upload form; uploading the file moves on.
  EMPTY: ['FILESELECTED'],
  // Spinner while parsing, then View Results; after a failed parse another file may be chosen.
  FILESELECTED: ['VIEWRESULTS', 'EMPTY'],
  // After the import: the supplier connection step. Before it, when the supplier must be added first: NEEDSUPPLIER.
  VIEWRESULTS: ['ADDSUPPLIERCONNECTION', 'NEEDSUPPLIER'],
  NEEDSUPPLIER: ['VIEWRESULTS'],
  ADDSUPPLIERCONNECTION: [],
};

export function nextStep(from: InvoiceStep, to: InvoiceStep): InvoiceStep {
  return transition('Invoice upload', STEP_TRANSITIONS, from, to);
}

/* Parse button. */

export type ParseState = 'FILEUPLOADED' | 'FETCHINGTABLE' | 'TABLEFETCHED' | 'RETRY';

export const PARSE_TRANSITIONS: Table<ParseState> = {
  FILEUPLOADED: ['FETCHINGTABLE'],
  FETCHINGTABLE: ['TABLEFETCHED', 'RETRY'],
  TABLEFETCHED: [],
  RETRY: ['FETCHINGTABLE'],
};

export function nextParseState(from: ParseState, to: ParseState): ParseState {
  return transition('Parse button', PARSE_TRANSITIONS, from, to);
}

/* Document wizard: start, documentSelection, documentAdd or uploadKnownDocument, loadTable, showResults. */

export type DocumentStep =
  | 'start'
  | 'documentSelection'
  | 'documentAdd'
  | 'uploadKnownDocument'
  | 'loadTable'
  | 'showResults';

export const DOCUMENT_TRANSITIONS: Table<DocumentStep> = {
  start: ['documentSelection'],
  documentSelection: ['documentAdd', 'uploadKnownDocument', 'start'],
  documentAdd: ['loadTable', 'documentSelection'],
  uploadKnownDocument: ['loadTable', 'documentSelection'],
  loadTable: ['showResults'],
  showResults: [],
};

export function nextDocumentStep(from: DocumentStep, to: DocumentStep): DocumentStep {
  return transition('Document wizard', DOCUMENT_TRANSITIONS, from, to);
}

/* The invoice flow's reducer. */

export type InvoiceWizardState = {
  step: InvoiceStep;
  /** The last refused transition. */
  error: string | null;
};

export type InvoiceWizardEvent = { type: 'goto'; to: InvoiceStep } | { type: 'reset' };

export const EMPTY_WIZARD: InvoiceWizardState = { step: 'EMPTY', error: null };

/** Reopening the import of an uploaded invoice (View on the list, or a document's results): its results. */
export const RESULTS_WIZARD: InvoiceWizardState = { step: 'VIEWRESULTS', error: null };

export function invoiceWizardReducer(state: InvoiceWizardState, event: InvoiceWizardEvent): InvoiceWizardState {
  if (event.type === 'reset') return { ...EMPTY_WIZARD };
  return attempt(
    state,
    () => nextStep(state.step, event.to),
    (step) => ({ step, error: null }),
  );
}

/* The parse button's reducer: the table polled for, what came back, and why it failed. */

export type ParseMachine<T> = { state: ParseState; data: T | null; reason: string | null; error: string | null };

export type ParseEvent<T> =
  | { type: 'fetching' }
  | { type: 'fetched'; data: T }
  | { type: 'failed'; reason: string }
  | { type: 'reset' };

export function uploadedParse<T>(): ParseMachine<T> {
  return { state: 'FILEUPLOADED', data: null, reason: null, error: null };
}

export function parseReducer<T>(machine: ParseMachine<T>, event: ParseEvent<T>): ParseMachine<T> {
  if (event.type === 'reset') return uploadedParse<T>();
  // Asked to fetch while fetching already: nothing to do.
  if (event.type === 'fetching' && machine.state === 'FETCHINGTABLE') return machine;
  const to: ParseState =
    event.type === 'fetching' ? 'FETCHINGTABLE' : event.type === 'fetched' ? 'TABLEFETCHED' : 'RETRY';
  return attempt(
    machine,
    () => nextParseState(machine.state, to),
    (state) => ({
      state,
      data: event.type === 'fetched' ? event.data : machine.data,
      reason: event.type === 'failed' ? event.reason : null,
      error: null,
    }),
  );
}

/* The document flow's reducer. */

export type DocumentWizardState = { step: DocumentStep; error: string | null };

export type DocumentWizardEvent = { type: 'goto'; to: DocumentStep } | { type: 'reset' };

export const START_DOCUMENT: DocumentWizardState = { step: 'start', error: null };

export function documentWizardReducer(state: DocumentWizardState, event: DocumentWizardEvent): DocumentWizardState {
  if (event.type === 'reset') return { ...START_DOCUMENT };
  return attempt(
    state,
    () => nextDocumentStep(state.step, event.to),
    (step) => ({ step, error: null }),
  );
}

/* The upload choice's reducer. */

export type ChoiceState = { choice: UploadChoice; error: string | null };

export function choiceReducer(state: ChoiceState, to: UploadChoice): ChoiceState {
  return attempt(
    state,
    () => nextChoice(state.choice, to),
    (choice) => ({ choice, error: null }),
  );
}
