import { describe, expect, it } from 'vitest';
import {
  choiceReducer,
  DOCUMENT_TRANSITIONS,
  documentWizardReducer,
  EMPTY_WIZARD,
  InvalidTransitionError,
  type InvoiceStep,
  initialChoice,
  invoiceWizardReducer,
  nextDocumentStep,
  nextParseState,
  nextStep,
  parseReducer,
  RESULTS_WIZARD,
  START_DOCUMENT,
  STEP_TRANSITIONS,
  uploadedParse,
} from './wizard-machine';

const STEPS: InvoiceStep[] = ['EMPTY', 'FILESELECTED', 'VIEWRESULTS', 'ADDSUPPLIERCONNECTION', 'NEEDSUPPLIER'];

describe('invoice upload wizard', () => {
  it('walks EMPTY → FILESELECTED → VIEWRESULTS → ADDSUPPLIERCONNECTION', () => {
    let s = EMPTY_WIZARD;
    for (const to of ['FILESELECTED', 'VIEWRESULTS', 'ADDSUPPLIERCONNECTION'] as const) {
      s = invoiceWizardReducer(s, { type: 'goto', to });
      expect(s).toEqual({ step: to, error: null });
    }
  });

  it('refuses every transition that is not listed, keeping its state and saying why', () => {
    for (const from of STEPS) {
      for (const to of STEPS) {
        const allowed = STEP_TRANSITIONS[from].includes(to);
        if (allowed) expect(nextStep(from, to)).toBe(to);
        else expect(() => nextStep(from, to)).toThrow(InvalidTransitionError);
      }
    }
    const s = invoiceWizardReducer(EMPTY_WIZARD, { type: 'goto', to: 'VIEWRESULTS' });
    expect(s.step).toBe('EMPTY');
    expect(s.error).toBe('Invoice upload: EMPTY → VIEWRESULTS is not a valid transition');
  });

  it('goes to NEEDSUPPLIER from the results and back, and starts over on reset', () => {
    let s = invoiceWizardReducer(RESULTS_WIZARD, { type: 'goto', to: 'NEEDSUPPLIER' });
    expect(s.step).toBe('NEEDSUPPLIER');
    s = invoiceWizardReducer(s, { type: 'goto', to: 'VIEWRESULTS' });
    expect(s.step).toBe('VIEWRESULTS');
    expect(invoiceWizardReducer(s, { type: 'reset' })).toEqual(EMPTY_WIZARD);
  });

  it('lets another file be chosen after a failed parse, but nothing leaves the connection step', () => {
    const selected = invoiceWizardReducer(EMPTY_WIZARD, { type: 'goto', to: 'FILESELECTED' });
    expect(invoiceWizardReducer(selected, { type: 'goto', to: 'EMPTY' }).step).toBe('EMPTY');
    const done = { step: 'ADDSUPPLIERCONNECTION' as const, error: null };
    for (const to of STEPS) expect(invoiceWizardReducer(done, { type: 'goto', to }).step).toBe('ADDSUPPLIERCONNECTION');
  });
});

describe('parse button', () => {
  it('goes FILEUPLOADED → FETCHINGTABLE → TABLEFETCHED with the table', () => {
    let m = uploadedParse<string>();
    m = parseReducer(m, { type: 'fetching' });
    expect(m.state).toBe('FETCHINGTABLE');
    m = parseReducer(m, { type: 'fetched', data: 'tables' });
    expect(m).toEqual({ state: 'TABLEFETCHED', data: 'tables', reason: null, error: null });
  });

  it('a fetch failure sets RETRY with the reason; retrying fetches again', () => {
    let m = parseReducer(uploadedParse<string>(), { type: 'fetching' });
    m = parseReducer(m, { type: 'failed', reason: 'No table found' });
    expect(m).toMatchObject({ state: 'RETRY', reason: 'No table found' });
    m = parseReducer(m, { type: 'fetching' });
    expect(m).toMatchObject({ state: 'FETCHINGTABLE', reason: null });
  });

  it('refuses to fetch a table already fetched or to fail before fetching', () => {
    const fetched = parseReducer(parseReducer(uploadedParse<string>(), { type: 'fetching' }), {
      type: 'fetched',
      data: 'x',
    });
    expect(parseReducer(fetched, { type: 'fetching' })).toMatchObject({ state: 'TABLEFETCHED', data: 'x' });
    expect(parseReducer(fetched, { type: 'fetching' }).error).toMatch(/TABLEFETCHED → FETCHINGTABLE/);
    expect(parseReducer(uploadedParse<string>(), { type: 'failed', reason: 'r' }).state).toBe('FILEUPLOADED');
    expect(() => nextParseState('FILEUPLOADED', 'TABLEFETCHED')).toThrow(InvalidTransitionError);
  });

  it('asking to fetch while fetching changes nothing', () => {
    const m = parseReducer(uploadedParse<string>(), { type: 'fetching' });
    expect(parseReducer(m, { type: 'fetching' })).toBe(m);
  });
});

describe('upload choice', () => {
  it('starts at start, or at genericInvoice when an upload id is given', () => {
    expect(initialChoice()).toBe('start');
    expect(initialChoice('up_123456')).toBe('genericInvoice');
  });

  it('moves from start to either flow, and not from one flow to the other', () => {
    const start = { choice: 'start' as const, error: null };
    expect(choiceReducer(start, 'document').choice).toBe('document');
    const invoice = choiceReducer(start, 'genericInvoice');
    expect(invoice.choice).toBe('genericInvoice');
    const refused = choiceReducer(invoice, 'document');
    expect(refused.choice).toBe('genericInvoice');
    expect(refused.error).toMatch(/genericInvoice → document/);
    expect(choiceReducer(invoice, 'start').choice).toBe('start');
  });
});

describe('document wizard', () => {
  it('walks start → documentSelection → documentAdd → loadTable → showResults', () => {
    let s = START_DOCUMENT;
    for (const to of ['documentSelection', 'documentAdd', 'loadTable', 'showResults'] as const) {
      s = documentWizardReducer(s, { type: 'goto', to });
      expect(s.step).toBe(to);
    }
  });

  it('takes a known document type through uploadKnownDocument', () => {
    expect(nextDocumentStep('documentSelection', 'uploadKnownDocument')).toBe('uploadKnownDocument');
    expect(nextDocumentStep('uploadKnownDocument', 'loadTable')).toBe('loadTable');
  });

  it('refuses skipping steps', () => {
    const s = documentWizardReducer(START_DOCUMENT, { type: 'goto', to: 'loadTable' });
    expect(s).toEqual({ step: 'start', error: 'Document wizard: start → loadTable is not a valid transition' });
    expect(DOCUMENT_TRANSITIONS.showResults).toEqual([]);
    expect(documentWizardReducer(s, { type: 'reset' })).toEqual(START_DOCUMENT);
  });
});
