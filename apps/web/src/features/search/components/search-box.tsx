import { LIMITS } from '@app/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import { useDebouncedCallback } from '../use-debounced-callback';

type SearchBoxProps = {
  value: string;
  onSearch: (term: string) => void;
  placeholder?: string;
  label?: string;
  className?: string;
};

/** The search field: typing searches after 700 ms of quiet (spec 5); Enter searches at once. */
export function SearchBox({ value, onSearch, placeholder, label = 'Search items', className }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const { call, flush } = useDebouncedCallback(onSearch, LIMITS.searchDebounceMs);
  const last = useRef(value);
  // The address changed from elsewhere (back button, a link): show that term.
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setDraft(value);
    }
  }, [value]);
  const change = (next: string, now = false) => {
    setDraft(next);
    last.current = next.trim() ? next : '';
    if (now) flush(next);
    else call(next);
  };
  return (
    <div className={cx('relative min-w-0', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            change(draft, true);
          }
        }}
        className="block h-10 w-full rounded-lg border border-gray-300 bg-white pr-9 pl-9 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600/30 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => change('', true)}
          className={cx(
            'absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-gray-400 hover:text-gray-700',
            focusRing,
          )}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
