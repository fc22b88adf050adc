import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx';
import { focusRing } from './button';
import { useFocusTrap } from './dialog';

type LargeDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Kept in view under the scrolling body. */
  footer?: ReactNode;
  /** Up to 90rem wide instead of 72rem, for content beside a table (a document beside its review). */
  wide?: boolean;
};

/**
 * A modal for wide content such as a table to review: the whole screen on phones, up to 72rem wide (90rem when wide)
 * on larger screens.
 * Labelled by its title, focus kept inside, Escape or the backdrop closes it; the body scrolls, header and footer stay.
 */
export function LargeDialog({ open, onClose, title, description, children, footer, wide }: LargeDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(open, panelRef, onClose);
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-stretch justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 bg-gray-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(
          'relative flex w-full flex-col bg-white shadow-xl outline-none',
          'h-full sm:h-auto sm:max-h-[92vh] sm:rounded-2xl',
          wide ? 'sm:max-w-[90rem]' : 'sm:max-w-6xl',
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-gray-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className={cx('-m-1 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800', focusRing)}
            aria-label="Close dialog"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-4 py-3 sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
