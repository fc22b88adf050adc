import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { Input } from './input';
import { Spinner } from './spinner';

export type ComboboxOption = { id: string; label: string; description?: ReactNode };

type ComboboxProps = {
  label: string;
  /** The text typed in the box. */
  query: string;
  onQueryChange: (query: string) => void;
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  loading?: boolean;
  placeholder?: string;
  /** Shown in the list when the query found nothing. */
  emptyText?: string;
  /** Shown instead of the list while the query is too short to search. */
  hint?: string;
  className?: string;
  /** Marks the box as required (a star after the label, like Field). */
  required?: boolean;
};

/**
 * A search box with a list of suggestions (ARIA combobox pattern): arrows move through the list, Enter picks,
 * Escape closes the list (or clears the text when it is already closed).
 */
export function Combobox({
  label,
  query,
  onQueryChange,
  options,
  onSelect,
  loading = false,
  placeholder,
  emptyText = 'No matches',
  hint,
  className,
  required,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  // New suggestions: nothing highlighted until the user moves into the list.
  useEffect(() => setActive(-1), [options]);
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Home' && open && options.length) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && open && options.length) {
      e.preventDefault();
      setActive(options.length - 1);
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault();
        pick(options[active]);
      } else if (open && options.length === 1) {
        e.preventDefault();
        pick(options[0]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        onQueryChange('');
      }
    }
  };

  const showList = open && (hint !== undefined || loading || options.length > 0 || query.trim() !== '');
  const activeId = active >= 0 ? `${id}-opt-${active}` : undefined;

  return (
    <div className={cx('relative', className)}>
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden="true"
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-required={required || undefined}
          aria-activedescendant={showList ? activeId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={query}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="pr-9 pl-9"
        />
        {loading ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner size="sm" label="Searching" />
          </span>
        ) : null}
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
          <div
            key={option.id}
            tabIndex={-1}
            id={`${id}-opt-${i}`}
            data-index={i}
            role="option"
            aria-selected={i === active}
            // Keep focus in the input so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
            onMouseMove={() => setActive(i)}
            className={cx(
              'cursor-pointer px-3 py-2',
              i === active ? 'bg-emerald-50 text-emerald-900' : 'text-gray-800',
            )}
          >
            <span className="block font-medium">{option.label}</span>
            {option.description ? <span className="block text-xs text-gray-500">{option.description}</span> : null}
          </div>
        ))}
        {options.length === 0 ? (
          <div className="px-3 py-2 text-gray-500">{hint ?? (loading ? 'Searching…' : emptyText)}</div>
        ) : null}
      </div>
    </div>
  );
}
