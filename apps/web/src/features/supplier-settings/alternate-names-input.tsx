import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { focusRing } from '../../components/ui/button';
import { cx } from '../../lib/cx';
import { addAlternateNames, joinAlternateNames, MAX_ALTERNATE_NAMES } from './alternate-names';

type AlternateNamesInputProps = {
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** The supplier's own name, never added as an alternate. */
  ownName: string;
  label?: string;
};

/**
 * Alternate names as chips: Enter (or leaving the box) adds what was typed, several names can be pasted joined by
 * '|||', each chip has a remove button and Backspace in the empty box removes the last one.
 */
export function AlternateNamesInput({ value, onChange, ownName, label = 'Alternate names' }: AlternateNamesInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [text, setText] = useState('');
  const commit = () => {
    if (!text.trim()) return;
    onChange(addAlternateNames(value, text, ownName));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const full = value.length >= MAX_ALTERNATE_NAMES;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div
        className={cx(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 py-1.5 shadow-xs',
          'focus-within:border-emerald-600 focus-within:ring-3 focus-within:ring-emerald-600/20',
        )}
      >
        <ul aria-label={label} className="contents">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-emerald-50 py-0.5 pr-1 pl-2.5 text-sm text-emerald-900 ring-1 ring-emerald-600/20 ring-inset"
            >
              <span className="truncate">{name}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((n) => n !== name))}
                className={cx('rounded-full p-0.5 text-emerald-800 hover:bg-emerald-100', focusRing)}
                aria-label={`Remove ${name}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          disabled={full}
          aria-describedby={hintId}
          autoComplete="off"
          placeholder={
            full ? 'No more names can be added' : value.length ? 'Add another name' : 'Type a name, then Enter'
          }
          className="h-7 min-w-40 flex-1 bg-transparent px-1 text-base text-gray-900 outline-none placeholder:text-gray-400 sm:text-sm"
        />
      </div>
      <div id={hintId} className="text-xs text-gray-500">
        Other names your business appears under on invoices, so they are matched to you. Press Enter after each name.
        {value.length ? (
          <span className="mt-0.5 block break-all">
            As text: <span className="font-mono text-gray-700">{joinAlternateNames(value)}</span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
