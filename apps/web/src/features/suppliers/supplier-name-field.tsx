import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { SUGGEST_MIN_LENGTH, type SupplierSuggestion, useSupplierSuggestions } from './suppliers-api';

export const SUGGEST_DEBOUNCE_MS = 300;

type SupplierNameFieldProps = {
  value: string;
  onChange: (name: string) => void;
  /** The suggestion the name was taken from, or null for a new supplier. */
  chosen: SupplierSuggestion | null;
  onChoose: (suggestion: SupplierSuggestion | null) => void;
  /** Suppliers already in the restaurant's list (marked in the suggestions). */
  existingIds: ReadonlySet<number>;
  error?: string;
  /** Receives the text box (so a form can focus it when the name is missing). */
  inputRef?: (el: HTMLInputElement | null) => void;
};

function describe(s: SupplierSuggestion, inList: boolean): string | undefined {
  const parts = [
    s.city,
    s.alternate_names.length ? `also ${s.alternate_names.join(', ')}` : '',
    inList ? 'Already in your list' : '',
  ];
  return parts.filter(Boolean).join(' · ') || undefined;
}

/**
 * The supplier name with suggestions of known suppliers once it is longer than 2 characters (debounced). Choosing a
 * suggestion connects to that supplier; a name typed on adds a new one.
 */
export function SupplierNameField({
  value,
  onChange,
  chosen,
  onChoose,
  existingIds,
  error,
  inputRef,
}: SupplierNameFieldProps) {
  const term = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const search = useSupplierSuggestions(term);
  const wrapRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const long = value.trim().length >= SUGGEST_MIN_LENGTH;
  const typing = value.trim() !== term;
  const suggestions = search.data ?? [];
  const options = useMemo<ComboboxOption[]>(
    () =>
      (search.data ?? []).map((s) => ({
        id: String(s.id),
        label: s.name,
        description: describe(s, existingIds.has(s.id)),
      })),
    [search.data, existingIds],
  );

  // The dialog starts on the name; the form gets the text box to focus (again whenever it asks with a new ref).
  useEffect(() => {
    wrapRef.current?.querySelector('input')?.setAttribute('data-autofocus', '');
  }, []);
  useEffect(() => {
    if (!inputRef) return;
    inputRef(wrapRef.current?.querySelector('input') ?? null);
  }, [inputRef]);

  // The shared combobox has no error slot: mark its input invalid and point it at the message.
  useEffect(() => {
    const input = wrapRef.current?.querySelector('input');
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', errorId);
      input.classList.add('border-red-500');
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      input.classList.remove('border-red-500');
    }
  }, [error, errorId]);

  return (
    <div ref={wrapRef} className="space-y-1.5">
      <Combobox
        label="Supplier name"
        required
        placeholder="Start typing to find your supplier"
        query={value}
        onQueryChange={(name) => {
          onChange(name);
          if (chosen && name !== chosen.name) onChoose(null);
        }}
        options={long && !typing ? options : []}
        loading={long && (typing || search.isFetching)}
        hint={value.trim() && !long ? 'Type more than 2 characters to see suggestions' : undefined}
        emptyText="No known supplier by that name: it will be added as a new supplier"
        onSelect={(o) => {
          const s = suggestions.find((x) => String(x.id) === o.id);
          if (!s) return;
          onChange(s.name);
          onChoose(s);
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : chosen && existingIds.has(chosen.id) ? (
        <p className="flex items-center gap-1.5 text-xs text-amber-800">
          <CircleAlert className="size-3.5" aria-hidden="true" />
          Already in your list: edit it in the table instead
        </p>
      ) : chosen ? (
        <p className="flex items-center gap-1.5 text-xs text-emerald-800">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          Existing supplier{chosen.city ? ` in ${chosen.city}` : ''}
        </p>
      ) : long ? (
        <p className="text-xs text-gray-500">Choose a suggestion, or keep typing to add a new supplier.</p>
      ) : null}
    </div>
  );
}
