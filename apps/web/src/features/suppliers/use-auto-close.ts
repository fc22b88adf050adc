import { LIMITS } from '@app/contracts';
import { useEffect, useRef } from 'react';

/** Calls `close` once `active` has been true for the dialog auto-close time (3 s, spec 4 Dialogs). */
export function useAutoClose(active: boolean, close: () => void, delayMs: number = LIMITS.dialogAutoCloseMs): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => closeRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
