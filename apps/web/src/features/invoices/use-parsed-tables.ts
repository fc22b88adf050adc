import type { ParsedInvoice } from '@app/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { fileLink } from './invoices-api';
import { pollParsedTables } from './parse-poll';
import { type ParseMachine, parseReducer, uploadedParse } from './wizard-machine';

export type ParsedTables = ParseMachine<ParsedInvoice> & { retry: () => void };

/**
 * Polls for '{fullKey}.tables.json' (spec 4): FILEUPLOADED, FETCHINGTABLE while the parser works, then TABLEFETCHED
 * with the tables or RETRY with the reason. Nothing loads without a full key.
 */
export function useParsedTables(fullKey: string | null | undefined): ParsedTables {
  const [machine, dispatch] = useReducer(parseReducer<ParsedInvoice>, undefined, uploadedParse<ParsedInvoice>);
  const [attempt, setAttempt] = useState(0);
  const polledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!fullKey) return;
    if (polledKey.current !== fullKey) dispatch({ type: 'reset' });
    polledKey.current = fullKey;
    dispatch({ type: 'fetching' });
    const ctrl = new AbortController();
    pollParsedTables<ParsedInvoice>({
      link: () => fileLink(`${fullKey}.tables.json`, ctrl.signal),
      signal: ctrl.signal,
    })
      .then((data) => {
        if (!ctrl.signal.aborted) dispatch({ type: 'fetched', data });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) dispatch({ type: 'failed', reason: errorMessage(err) });
      });
    return () => ctrl.abort();
    // `attempt` asks for the table again after a failure.
  }, [fullKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...machine, retry };
}
