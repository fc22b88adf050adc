import * as Popover from '@radix-ui/react-popover';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

type HoverCardProps = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Accessible name of the card. */
  label: string;
  children: ReactNode;
  triggerClassName?: string;
  /** Width of the card in px (it is kept inside the viewport). */
  width?: number;
};

const CLOSE_DELAY_MS = 150;

/**
 * A card shown while the pointer rests on its trigger or focus is on it (or inside the card); a click pins it open
 * for touch screens; Escape closes it (and only it, inside a dialog). The card follows its trigger in the tab order
 * and is positioned `fixed`, so a scrolling table does not clip it.
 */
export function HoverCard({ trigger, label, children, triggerClassName, width = 288 }: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Escape hands focus back to the trigger: that focus must not open the card again.
  const returningFocus = useRef(false);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <span className="inline-block max-w-full">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          ref={triggerRef}
          aria-haspopup="false"
          onPointerEnter={(e) => e.pointerType !== 'touch' && show()}
          onPointerLeave={hideSoon}
          onFocus={() => returningFocus.current || show()}
          // A click pins the card open rather than toggling it.
          onClick={(e) => {
            e.preventDefault();
            show();
          }}
          className={cx('max-w-full rounded text-left', focusRing, triggerClassName)}
        >
          {trigger}
        </Popover.Trigger>
        <Popover.Content
          asChild
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // Opening on hover or focus leaves focus where it is.
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onEscapeKeyDown={() => {
            if (!cardRef.current?.contains(document.activeElement)) return;
            returningFocus.current = true;
            triggerRef.current?.focus();
            returningFocus.current = false;
          }}
          onPointerEnter={show}
          onPointerLeave={hideSoon}
          // Tab goes on through the page in order (the popover would keep it going round the card).
          onKeyDownCapture={(e) => e.key === 'Tab' && e.stopPropagation()}
        >
          <section
            ref={cardRef}
            aria-label={label}
            // biome-ignore lint/a11y/noRedundantRoles: the popover would make the card a dialog.
            role="region"
            style={{ width: `min(${width}px, calc(100vw - 16px))` }}
            className="z-40 rounded-xl border border-gray-200 bg-white p-4 text-left text-sm shadow-lg"
          >
            {children}
          </section>
        </Popover.Content>
      </Popover.Root>
    </span>
  );
}
