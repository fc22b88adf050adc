import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { focusRing } from './button';

type TabsProps<T extends string> = {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: string;
  /** The open tab's panel. */
  children: ReactNode;
  panelClassName?: string;
};

/**
 * A row of tabs and the open tab's panel, with arrow-key navigation (ARIA tabs pattern, automatic activation). On
 * narrow screens the row wraps, so every tab stays in sight.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, children, panelClassName }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onChange(v as T)} activationMode="automatic">
      <RadixTabs.List aria-label={label} className="-mx-1 flex flex-wrap gap-x-1 border-b border-gray-200 px-1">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab}
            value={tab}
            className={cx(
              '-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors rounded-t-md',
              tab === value
                ? 'border-emerald-600 text-emerald-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              focusRing,
            )}
          >
            {tab}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content key={value} value={value} className={panelClassName}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
