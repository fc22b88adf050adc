import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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

const GAP = 6;
const MARGIN = 8;
const CLOSE_DELAY_MS = 150;

type Place = { top: number; left: number };

/**
 * A card shown while the pointer rests on its trigger or focus is on it (or inside the card); a click pins it open
 * for touch screens; Escape closes it. The card follows its trigger in the tab order and is positioned `fixed`,
 * so a scrolling table does not clip it.
 */
export function HoverCard({ trigger, label, children, triggerClassName, width = 288 }: HoverCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Escape hands focus back to the trigger: that focus must not open the card again.
  const returningFocus = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const position = useCallback(() => {
    const t = triggerRef.current?.getBoundingClientRect();
    if (!t) return;
    const height = cardRef.current?.offsetHeight ?? 0;
    const w = Math.min(width, window.innerWidth - 2 * MARGIN);
    const left = Math.max(MARGIN, Math.min(t.left, window.innerWidth - w - MARGIN));
    const below = t.bottom + GAP;
    const fitsBelow = below + height <= window.innerHeight - MARGIN;
    const top = fitsBelow || t.top - GAP - height < MARGIN ? below : t.top - GAP - height;
    setPlace({ top, left });
  }, [width]);

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    position();
    window.addEventListener('scroll', position, true);
    window.addEventListener('resize', position);
    return () => {
      window.removeEventListener('scroll', position, true);
      window.removeEventListener('resize', position);
    };
  }, [open, position]);

  // Once the card has its size, check it fits below (else it goes above).
  useLayoutEffect(() => {
    if (open && place && cardRef.current) {
      const t = triggerRef.current?.getBoundingClientRect();
      if (t && place.top > t.top && place.top + cardRef.current.offsetHeight > window.innerHeight - MARGIN) position();
    }
  }, [open, place, position]);

  const onFocus = () => {
    if (!returningFocus.current) show();
  };
  const onBlur = (e: FocusEvent) => {
    if (!wrapRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  // While open the card is the top layer: Escape closes it, not a dialog it sits in (whose own Escape listener
  // listens on the document, so this one listens on the window, ahead of it). Focus inside the card goes back to
  // the trigger.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      const focused = document.activeElement;
      if (focused !== triggerRef.current && wrapRef.current?.contains(focused)) {
        returningFocus.current = true;
        triggerRef.current?.focus();
        returningFocus.current = false;
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover only shows what focus on the button also shows.
    <span
      ref={wrapRef}
      className="relative inline-block max-w-full"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(true)}
        className={cx('max-w-full rounded text-left', focusRing, triggerClassName)}
      >
        {trigger}
      </button>
      {open ? (
        <section
          ref={cardRef}
          id={id}
          aria-label={label}
          style={{
            position: 'fixed',
            top: place?.top ?? -9999,
            left: place?.left ?? -9999,
            width: `min(${width}px, calc(100vw - ${2 * MARGIN}px))`,
          }}
          className="z-40 rounded-xl border border-gray-200 bg-white p-4 text-left text-sm shadow-lg"
        >
          {children}
        </section>
      ) : null}
    </span>
  );
}
