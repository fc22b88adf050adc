import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

type ContentProps = ComponentProps<typeof RadixDialog.Content>;
type FocusHandlers = Pick<ContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus' | 'onEscapeKeyDown'>;

/**
 * How every modal of the app takes and gives back focus: it starts on the element marked `data-autofocus` (else the
 * first focusable one), returns to what had focus before it opened, and Escape first closes an open list of
 * suggestions before the modal itself.
 */
export function useModalFocus(open: boolean): FocusHandlers {
  const opener = useRef<HTMLElement | null>(null);
  // Runs before the modal moves focus into itself (that happens in an effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return {
    onOpenAutoFocus: (e) => {
      const target = (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
      if (!target) return;
      e.preventDefault();
      target.focus();
    },
    onCloseAutoFocus: (e) => {
      e.preventDefault();
      // Unless something else took focus meanwhile (the page after a link in the modal).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
    onEscapeKeyDown: (e) => {
      const t = e.target;
      if (
        t instanceof HTMLElement &&
        t.getAttribute('role') === 'combobox' &&
        t.getAttribute('aria-expanded') === 'true'
      ) {
        e.preventDefault();
      }
    },
  };
}

/** What every modal of the app is given. */
export type ModalBaseProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
};

type ModalProps = ModalBaseProps & {
  /** Hide the corner close button (the footer then offers a way out). */
  hideClose?: boolean;
  /** The backdrop, which also places the panel. */
  overlayClassName: string;
  className: string;
  headerClassName: string;
};

/** The frame shared by the app's modals: backdrop, labelled panel, title, description and the corner ✕. */
export function Modal({
  open,
  onClose,
  title,
  description,
  hideClose,
  overlayClassName,
  className,
  headerClassName,
  children,
}: ModalProps) {
  const focus = useModalFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cx('fixed inset-0 z-50 flex justify-center bg-gray-900/50', overlayClassName)}>
          <RadixDialog.Content
            {...focus}
            {...(description ? {} : { 'aria-describedby': undefined })}
            aria-modal="true"
            className={cx('relative w-full bg-white shadow-xl outline-none', className)}
          >
            <div className={cx('flex items-start justify-between gap-4', headerClassName)}>
              <div className="min-w-0">
                <RadixDialog.Title className="text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-sm text-gray-600">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              {hideClose ? null : (
                <RadixDialog.Close
                  className={cx('-m-1 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800', focusRing)}
                  aria-label="Close dialog"
                >
                  <X className="size-5" aria-hidden="true" />
                </RadixDialog.Close>
              )}
            </div>
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

type DialogProps = ModalBaseProps & {
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  hideClose?: boolean;
};

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/** A modal dialog: labelled by its title, focus kept inside, Escape or the backdrop closes it. */
export function Dialog({ children, footer, size = 'md', ...modal }: DialogProps) {
  return (
    <Modal
      {...modal}
      overlayClassName="items-end p-0 sm:items-center sm:p-4"
      className={cx('max-h-[90vh] overflow-y-auto rounded-t-2xl sm:rounded-2xl', WIDTHS[size])}
      headerClassName="px-5 pt-5"
    >
      {children ? <div className="px-5 pt-4">{children}</div> : null}
      <div className="flex flex-wrap justify-end gap-2 px-5 pt-5 pb-5">{footer}</div>
    </Modal>
  );
}
