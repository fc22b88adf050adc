import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Modal, type ModalBaseProps } from './dialog';

type LargeDialogProps = ModalBaseProps & {
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
export function LargeDialog({ children, footer, wide, ...modal }: LargeDialogProps) {
  return (
    <Modal
      {...modal}
      overlayClassName="items-stretch sm:items-center sm:p-4"
      className={cx(
        'flex flex-col h-full sm:h-auto sm:max-h-[92vh] sm:rounded-2xl',
        wide ? 'sm:max-w-[90rem]' : 'sm:max-w-6xl',
      )}
      headerClassName="border-b border-gray-200 px-4 py-4 sm:px-6"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
      {footer ? (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-200 px-4 py-3 sm:px-6">
          {footer}
        </div>
      ) : null}
    </Modal>
  );
}
