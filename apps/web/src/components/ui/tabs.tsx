import { type KeyboardEvent, useId, useRef } from 'react';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

type TabsProps<T extends string> = {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  /** Id prefix shared with the panels: the panel of tab t has id `${idPrefix}-panel-${index}`. */
  idPrefix?: string;
};

export function tabIds(prefix: string, index: number) {
  return { tab: `${prefix}-tab-${index}`, panel: `${prefix}-panel-${index}` };
}

/**
 * A row of tabs with arrow-key navigation (ARIA tabs pattern, automatic activation). On narrow screens the row wraps,
 * so every tab stays in sight.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, idPrefix }: TabsProps<T>) {
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 flex flex-wrap gap-x-1 border-b border-gray-200 px-1"
    >
      {tabs.map((tab, i) => {
        const selected = tab === value;
        const ids = tabIds(prefix, i);
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cx(
              '-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors rounded-t-md',
              selected
                ? 'border-emerald-600 text-emerald-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              focusRing,
            )}
          >
            {tab}
          </button>
        );
      })}
    </div>
  );
}
