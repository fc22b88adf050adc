import { useCallback, useEffect, useRef } from 'react';

/** Calls `fn` once `delayMs` have passed without another call; `flush` calls it at once. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  const call = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        fnRef.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );
  const flush = useCallback(
    (...args: A) => {
      cancel();
      fnRef.current(...args);
    },
    [cancel],
  );
  return { call, flush, cancel };
}
