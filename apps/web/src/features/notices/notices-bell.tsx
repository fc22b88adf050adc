import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { useDates } from '../orders/use-dates';
import { useMarkNoticesRead, useNotices } from './notices-api';

/** The header's notices: a bell with the unread count whose menu lists recent notices, each a link to its order. */
export function NoticesBell() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const notices = useNotices(true);
  const markRead = useMarkNoticesRead();
  const dates = useDates();
  const unread = notices.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const list = notices.data?.notices ?? [];
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unread > 0 ? `Notices, ${unread} unread` : 'Notices'}
        onClick={() => setOpen((o) => !o)}
        className={cx('relative rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900', focusRing)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={menuId}
          className="fixed inset-x-3 top-14 z-40 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-80"
        >
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-2.5">
            <h2 className="text-sm font-semibold text-gray-900">Notices</h2>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markRead.mutate(undefined)}
                className={cx('rounded text-xs font-medium text-emerald-700 hover:underline', focusRing)}
              >
                Mark all as read
              </button>
            ) : null}
          </div>
          {list.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-gray-500">No notices yet.</p>
          ) : (
            <ul aria-label="Notices" className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
              {list.map((n) => (
                <li key={n.id}>
                  <Link
                    to={n.orderId ? `/Orders/${n.orderId}` : '/Orders'}
                    onClick={() => {
                      if (!n.read) markRead.mutate([n.id]);
                      setOpen(false);
                    }}
                    className={cx('flex gap-2.5 px-4 py-3 text-sm hover:bg-gray-50', focusRing)}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        n.read ? 'bg-transparent' : 'bg-emerald-600',
                      )}
                    />
                    <span className="min-w-0">
                      <span className={cx('block break-words', n.read ? 'text-gray-600' : 'font-medium text-gray-900')}>
                        {n.text}
                        {n.read ? null : <span className="sr-only"> (unread)</span>}
                      </span>
                      <span className="mt-0.5 block text-xs text-gray-500">{dates.dateTime(n.created)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
