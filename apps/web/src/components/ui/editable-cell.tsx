import { LIMITS } from '@app/contracts';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';

type EditableCellProps = {
  value: string;
  label: string;
  onCommit: (value: string) => void;
  children: ReactNode;
};

const MOVE_TOLERANCE_PX = 10;

/**
 * A table cell whose text is edited in place: double-click, a long press (500 ms), or Enter / F2 when focused.
 * Enter or leaving the field saves the trimmed text; Escape cancels.
 */
export function EditableCell({ value, label, onCommit, children }: EditableCellProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cellRef = useRef<HTMLButtonElement>(null);

  const cancelPress = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => cancelPress, []);
  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const begin = () => {
    cancelPress();
    setDraft(value);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (!editing) return;
    setEditing(false);
    const next = draft.trim();
    if (save && next !== value) onCommit(next);
    requestAnimationFrame(() => cellRef.current?.focus());
  };

  if (editing) {
    return (
      <input
        ref={inputRef}
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            finish(true);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            finish(false);
          }
        }}
        onClick={(e) => e.stopPropagation()}
        className="w-full min-w-24 rounded-md border border-emerald-600 bg-white px-2 py-1 text-sm outline-none ring-3 ring-emerald-600/20"
      />
    );
  }

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY };
    timer.current = setTimeout(begin, LIMITS.longPressMs);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > MOVE_TOLERANCE_PX) cancelPress();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      e.stopPropagation();
      begin();
    }
  };
  return (
    <button
      ref={cellRef}
      type="button"
      title="Double-click or press and hold to edit"
      aria-label={`${label}: ${value || 'empty'}. Press Enter to edit`}
      onDoubleClick={begin}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={cancelPress}
      onPointerLeave={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(e) => {
        if (timer.current || editing) e.preventDefault();
      }}
      onKeyDown={onKeyDown}
      className={cx(
        '-mx-1 block w-full cursor-text select-none rounded px-1 py-0.5 text-left hover:bg-emerald-50',
        'focus-visible:outline-2 focus-visible:outline-emerald-600',
      )}
    >
      {children}
    </button>
  );
}
