import { useCombobox } from 'downshift';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
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

const { stateChangeTypes: T } = useCombobox;

/**
 * A search box with a list of suggestions (ARIA combobox pattern): arrows move through the list, Enter picks (the
 * only suggestion, too, when none is highlighted), Escape closes the list (or clears the text when it is already
 * closed). The list opens when the box gets focus.
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
  const items = options as ComboboxOption[];
  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    openMenu,
    closeMenu,
    setHighlightedIndex,
  } = useCombobox<ComboboxOption>({
    id,
    items,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.id,
    inputValue: query,
    // Nothing stays selected: the text is the caller's (onSelect decides what it becomes).
    selectedItem: null,
    onInputValueChange: ({ type, inputValue }) => {
      if (type === T.InputChange || type === T.InputKeyDownEscape) onQueryChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
    stateReducer: (state, { type, changes }) => {
      // A click in the box opens the list (never closes it); leaving the box picks nothing.
      if (type === T.InputClick) return { ...changes, isOpen: true };
      if (type === T.InputBlur) return { ...changes, selectedItem: state.selectedItem };
      return changes;
    },
  });

  // New suggestions: nothing highlighted until the user moves into the list.
  const ids = options.map((o) => o.id).join('\n');
  useEffect(() => {
    if (ids !== undefined) setHighlightedIndex(-1);
  }, [ids, setHighlightedIndex]);

  const showList = isOpen && (hint !== undefined || loading || options.length > 0 || query.trim() !== '');

  return (
    <div className={cx('relative', className)}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-gray-800">
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
          {...getInputProps({
            'aria-expanded': showList,
            'aria-required': required || undefined,
            spellCheck: false,
            placeholder,
            onFocus: () => {
              if (!isOpen) openMenu();
            },
            onKeyDown: (e) => {
              if (e.key === 'Enter' && isOpen && highlightedIndex < 0 && options.length === 1) {
                e.preventDefault();
                (e.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
                onSelect(options[0]);
                closeMenu();
              }
            },
          })}
          className="pr-9 pl-9"
        />
        {loading ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner size="sm" label="Searching" />
          </span>
        ) : null}
      </div>
      <div
        {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': `${label} suggestions` })}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.map((option, index) => (
          <div
            key={option.id}
            {...getItemProps({ item: option, index })}
            className={cx(
              'cursor-pointer px-3 py-2',
              index === highlightedIndex ? 'bg-emerald-50 text-emerald-900' : 'text-gray-800',
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
